import type { PatentSummary } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailLink } from './detail-link.js';
import { HighlightRuns } from './highlight-runs.js';
import { columnLabel, columnText, type ResultColumn } from './result-columns.js';
import { SectionHeading } from './section-heading.js';
import { usePatentFormat } from './use-patent-format.js';

/** Results as a list: highlighted title and abstract, the chosen columns as facts below the title. */
export function ResultList({
  items,
  columns,
  detailHref,
}: {
  items: PatentSummary[];
  columns: readonly ResultColumn[];
  detailHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return (
    <ol className="patent-list">
      {items.map((patent) => (
        <li key={patent.id} className="patent-row">
          <SectionHeading depth={1} className="patent-row-title">
            <DetailLink href={detailHref(patent.id)}>
              <HighlightRuns runs={patent.titleHighlight} />
            </DetailLink>
          </SectionHeading>
          <div className="patent-row-tags">
            <Tag color="blue">{format.patentType(patent.patentType)}</Tag>
            <Tag color={patent.legalStatus === 'valid' ? 'success' : undefined}>
              {format.legalStatus(patent.legalStatus)}
            </Tag>
            {patent.openLicence ? <Tag color="warning">{t('portal.patent.openLicence')}</Tag> : null}
          </div>
          <dl className="patent-row-facts">
            {columns
              .filter((column) => column !== 'patentType' && column !== 'legalStatus')
              .map((column) => (
                <div key={column}>
                  <dt>{t(columnLabel(column))}</dt>
                  <dd>{columnText(column, patent, format) || '—'}</dd>
                </div>
              ))}
          </dl>
          <p className="patent-row-abstract">
            <HighlightRuns runs={patent.abstractHighlight} />
          </p>
        </li>
      ))}
    </ol>
  );
}
