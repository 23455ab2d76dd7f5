import type { PatentSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { DetailLink } from './detail-link.js';
import { HighlightRuns } from './highlight-runs.js';
import { columnLabel, columnText, type ResultColumn } from './result-columns.js';
import { usePatentFormat } from './use-patent-format.js';

/**
 * Results as a table of the chosen columns; paging is the panel's, shared with the list view. A
 * wide table scrolls sideways in its box (which then takes focus: main-content's scrollable tables).
 */
export function ResultTable({
  items,
  columns,
  detailHref,
  caption,
}: {
  items: PatentSummary[];
  columns: readonly ResultColumn[];
  detailHref: (id: number) => string;
  caption: string;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return (
    <div className="table-scroll">
      <table className="plain-table patent-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portal.patent.field.title')}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {t(columnLabel(column))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((patent) => (
            <tr key={patent.id}>
              <td>
                <DetailLink href={detailHref(patent.id)}>
                  <HighlightRuns runs={patent.titleHighlight} />
                </DetailLink>
              </td>
              {columns.map((column) => (
                <td key={column}>{columnText(column, patent, format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
