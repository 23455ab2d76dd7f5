import { PATENT_SORTS, type PatentSort } from '@cityip/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser.js';
import { ExportButton } from './export-button.js';
import type { ResultColumn } from './result-columns.js';
import { SectionHeading } from './section-heading.js';
import { RESULT_VIEWS, type ResultView } from './url-state.js';
import { usePatentFormat } from './use-patent-format.js';

/** The line above the results: heading, count and time, sort, view, columns and export. */
export function ResultToolbar({
  q,
  total,
  tookMs,
  sort,
  view,
  columns,
  onSort,
  onView,
  onColumns,
}: {
  q: string;
  total: number;
  tookMs: number;
  sort: PatentSort;
  view: ResultView;
  columns: ResultColumn[];
  onSort: (sort: PatentSort) => void;
  onView: (view: ResultView) => void;
  onColumns: (columns: ResultColumn[]) => void;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const sortId = useId();
  const viewName = useId();
  return (
    <div className="result-toolbar">
      <div className="result-summary">
        <SectionHeading className="result-heading">{t('portal.patent.results.title')}</SectionHeading>
        <p className="result-count" aria-live="polite">
          {t('portal.patent.results.count', { total: format.number(total), ms: format.number(Math.round(tookMs)) })}
        </p>
      </div>
      <div className="result-controls">
        <label htmlFor={sortId} className="visually-hidden">
          {t('portal.patent.sort.label')}
        </label>
        <select
          id={sortId}
          className="form-control result-sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as PatentSort)}
        >
          {PATENT_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`portal.patent.sort.${value}`)}
            </option>
          ))}
        </select>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('portal.patent.view.label')}</legend>
          {RESULT_VIEWS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={viewName}
                value={value}
                checked={view === value}
                onChange={() => onView(value)}
              />
              <span>{t(`portal.patent.view.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <ColumnChooser columns={columns} onChange={onColumns} />
        <ExportButton q={q} sort={sort} total={total} />
      </div>
    </div>
  );
}
