import { FACET_FIELDS } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/tag.js';
import { type FilterMarks, setMark } from './filter-marks.js';
import { EXPRESSION_LABEL, type FilterEntry, type FilterGroup } from './url-state.js';
import { usePatentFormat } from './use-patent-format.js';

/** How an entry reads in the summary: label, field and value; custom values and expressions say so. */
function useEntryText() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return (entry: FilterEntry) => {
    if (entry.label === EXPRESSION_LABEL) return `${t('portal.patent.filter.expression')}: ${entry.value}`;
    const field = FACET_FIELDS[entry.label];
    const value = format.value(field, entry.value);
    const custom = entry.custom ? ` (${t('portal.patent.filter.custom')})` : '';
    return `${t(`portal.patent.facet.${entry.label}`)} ${field}: ${value}${custom}`;
  };
}

function EntryTags({ group, marks }: { group: FilterGroup; marks: FilterMarks }) {
  const { t } = useTranslation();
  const text = useEntryText();
  const entries = marks[group];
  if (entries.length === 0) return null;
  return (
    <div className="selected-group">
      <span className="selected-group-name">{t(`portal.patent.filter.group.${group}`)}</span>
      <ul className="patent-tags">
        {entries.map((entry) => (
          <li key={`${entry.label}:${entry.value}`}>
            <Tag
              tone={group === 'excludes' ? 'red' : 'blue'}
              removeLabel={t('portal.patent.filter.remove', { value: text(entry) })}
              onRemove={() => marks.onChange(setMark(marks, entry, null))}
            >
              {text(entry)}
            </Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chosen filters and excludes as removable tags, with "clear all". */
export function SelectedFilters({ marks }: { marks: FilterMarks }) {
  const { t } = useTranslation();
  if (marks.filters.length === 0 && marks.excludes.length === 0) return null;
  return (
    <div className="selected-filters">
      <EntryTags group="filters" marks={marks} />
      <EntryTags group="excludes" marks={marks} />
      <button
        type="button"
        className="form-button form-button--small"
        onClick={() => marks.onChange({ filters: [], excludes: [] })}
      >
        {t('portal.patent.filter.clearAll')}
      </button>
    </div>
  );
}
