import './consult.css';
import type { ConsultPublic, FaqPublic } from '@cityip/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { useFaq, usePublicConsultation } from './consult.api.js';
import { useConsultFormat } from './consult-format.js';

type Facts = Array<[string, string]>;

/** A published question or FAQ entry: title, tags, facts, the question and the answer. */
function QuestionAndAnswer({
  title,
  category,
  demo,
  facts,
  question,
  answer,
  answerLabel,
}: {
  title: string;
  category: FaqPublic['category'];
  demo: boolean;
  facts: Facts;
  question: string | null;
  answer: string;
  answerLabel: string;
}) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  return (
    <article className="consult-detail" aria-labelledby="consult-detail-title">
      <h2 id="consult-detail-title" className="consult-detail-title">
        {title}
      </h2>
      <div className="consult-item-tags">
        <Tag color="blue">{format.category(category)}</Tag>
        {demo ? <Tag color="warning">{t('consult.demo')}</Tag> : null}
      </div>
      <dl className="consult-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`consult.field.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {question ? (
        <section aria-labelledby="consult-detail-question">
          <h3 id="consult-detail-question">{t('consult.field.question')}</h3>
          <p className="consult-text">{question}</p>
        </section>
      ) : null}
      <section aria-labelledby="consult-detail-answer" className="consult-answer">
        <h3 id="consult-detail-answer">{answerLabel}</h3>
        <p className="consult-text">{answer}</p>
      </section>
      <p>
        <Link to="/consult">{t('consult.backToList')}</Link>
      </p>
    </article>
  );
}

function PublishedQuestion({ item }: { item: ConsultPublic }) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  return (
    <QuestionAndAnswer
      title={item.title}
      category={item.category}
      demo={item.demo}
      facts={[
        ['asker', item.askerName],
        ['receivedAt', format.date(item.receivedAt)],
        ['repliedAt', format.date(item.repliedAt)],
      ]}
      question={item.question}
      answer={item.reply}
      answerLabel={t('consult.field.reply')}
    />
  );
}

function FaqEntry({ faq }: { faq: FaqPublic }) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  return (
    <QuestionAndAnswer
      title={faq.question}
      category={faq.category}
      demo={faq.demo}
      facts={[['updatedAt', format.date(faq.updatedAt)]]}
      question={null}
      answer={faq.answer}
      answerLabel={t('consult.faqAnswer')}
    />
  );
}

/**
 * `/consult/detail?id=`: a published question and its reply (the asker's name masked);
 * `?faq=`: a FAQ entry (常见问题), as the site search links it. Anything else is "not found".
 */
export function ConsultDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const faqId = id ? '' : (params.get('faq') ?? '');
  const question = usePublicConsultation(id);
  const faq = useFaq(faqId);
  let body = <EmptyState />;
  if (id) body = <QueryView query={question}>{(data) => <PublishedQuestion item={data} />}</QueryView>;
  else if (faqId) body = <QueryView query={faq}>{(data) => <FaqEntry faq={data} />}</QueryView>;
  return <RoutePageFrame>{body}</RoutePageFrame>;
}
