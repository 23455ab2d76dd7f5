import type { PatentSummary } from '@cityip/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailLink } from './detail-link.js';
import { HighlightRuns } from './highlight-runs.js';
import { columnLabel, columnText, type ResultColumn } from './result-columns.js';
import { usePatentFormat } from './use-patent-format.js';

/** Results as a table of the chosen columns; paging is the panel's, shared with the list view. */
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
  const tableColumns: TableColumnsType<PatentSummary> = [
    {
      key: 'title',
      title: t('portal.patent.field.title'),
      render: (_, patent) => (
        <DetailLink href={detailHref(patent.id)}>
          <HighlightRuns runs={patent.titleHighlight} />
        </DetailLink>
      ),
    },
    ...columns.map((column) => ({
      key: column,
      title: t(columnLabel(column)),
      render: (_: unknown, patent: PatentSummary) => columnText(column, patent, format),
    })),
  ];
  return (
    <Table<PatentSummary>
      className="patent-table"
      rowKey="id"
      size="small"
      columns={tableColumns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      caption={<span className="visually-hidden">{caption}</span>}
    />
  );
}
