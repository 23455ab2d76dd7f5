import type { ConsultPublicSummary } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consultHref, useConsultFormat } from './consult-format.js';

/** One published Q&A: title (to the detail), category, the question's beginning, masked asker, dates. */
function ConsultItem({ item }: { item: ConsultPublicSummary }) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const facts: Array<[string, string]> = [
    ['asker', item.askerName],
    ['receivedAt', format.date(item.receivedAt)],
    ['repliedAt', format.date(item.repliedAt)],
  ];
  return (
    <li className="consult-item">
      <h3 className="consult-item-title">
        <Link to={consultHref(item.id)}>{item.title}</Link>
      </h3>
      <div className="consult-item-tags">
        <Tag color="blue">{format.category(item.category)}</Tag>
        {item.demo ? <Tag color="warning">{t('consult.demo')}</Tag> : null}
      </div>
      <p className="consult-item-excerpt">{item.excerpt}</p>
      <dl className="consult-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`consult.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A list of published Q&As. */
export function ConsultList({ items }: { items: readonly ConsultPublicSummary[] }) {
  return (
    <ul className="consult-list">
      {items.map((item) => (
        <ConsultItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
