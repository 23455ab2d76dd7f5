import type { PatentSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/tag.js';
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
            <Tag tone="blue">{format.patentType(patent.patentType)}</Tag>
            <Tag tone={patent.legalStatus === 'valid' ? 'green' : 'default'}>
              {format.legalStatus(patent.legalStatus)}
            </Tag>
            {patent.openLicence ? <Tag tone="orange">{t('portal.patent.openLicence')}</Tag> : null}
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
