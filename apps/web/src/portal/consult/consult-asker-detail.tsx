import './consult.css';
import { type ConsultAskerView, formatFileSize } from '@cityip/contracts';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceRating } from '../evaluations/service-rating.js';
import { useConsultFormat } from './consult-format.js';
import { AskerStatusTag } from './consult-status-tag.js';

type Level = 2 | 3 | 4;

function Heading({ level, children }: { level: Level; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="consult-section-title">{children}</Tag>;
}

/**
 * A question as its asker sees it, after a look-up or in the account: the facts, their own words,
 * the files' names, and the reply with its 好差评 rating beneath it (a visitor rates with the
 * look-up's `lookupToken`, an account as itself), the reason it was closed as not a consultation,
 * or when the reply is due. `level` is the heading level of its sections, which follows where it
 * is shown.
 */
export function ConsultAskerDetail({
  consultation: item,
  level,
  lookupToken,
}: {
  consultation: ConsultAskerView;
  level: Level;
  lookupToken?: string;
}) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const facts: Array<[string, ReactNode]> = [
    ['queryNo', item.queryNo],
    ['category', format.category(item.category)],
    ['status', <AskerStatusTag key="status" status={item.status} />],
    ['receivedAt', format.time(item.receivedAt)],
    ['dueAt', item.dueDate],
    ...(item.repliedAt ? [['repliedAt', format.time(item.repliedAt)] as [string, ReactNode]] : []),
    ['publishable', t(item.publishable ? 'consult.publishable.yes' : 'consult.publishable.no')],
  ];
  return (
    <div className="consult-asker-detail">
      <dl className="consult-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`consult.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <Heading level={level}>{t('consult.field.question')}</Heading>
        <p className="consult-text">{item.question}</p>
        {item.files.length > 0 ? (
          <ul className="consult-files" aria-label={t('consult.field.files')}>
            {item.files.map((file) => (
              <li key={file.id}>
                {file.name}（{formatFileSize(file.size)}）
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {item.status === 'replied' && item.reply ? (
        <section>
          <Heading level={level}>{t('consult.field.reply')}</Heading>
          <p className="consult-text">{item.reply}</p>
          <ServiceRating
            target="consultation"
            targetId={item.id}
            lookupToken={lookupToken}
            headingLevel={(level + 1) as 3 | 4 | 5}
          />
        </section>
      ) : null}
      {item.status === 'rejected' ? (
        <Alert
          type="warning"
          showIcon
          title={t('consult.rejectedTitle')}
          description={item.rejectReason ?? undefined}
        />
      ) : null}
      {item.status === 'received' || item.status === 'assigned' ? (
        <p className="consult-note">{t('consult.handlingNote', { date: item.dueDate })}</p>
      ) : null}
    </div>
  );
}
