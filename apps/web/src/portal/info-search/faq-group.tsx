import type { InfoSearchResult } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { consultHref } from '../consult/consult-format.js';
import { Highlight } from '../content/highlight.js';

/**
 * The site search's FAQ group (常见问题, issue 25): each entry's question (to its page), category
 * and the beginning of its answer, matches marked as in the other groups.
 */
export function FaqGroup({ faqs, terms }: { faqs: NonNullable<InfoSearchResult['faqs']>; terms: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="search-group" aria-labelledby="search-group-faq">
      <h2 id="search-group-faq" className="search-group-title">
        {t('portal.infoSearch.kind.faq')}
        <span className="search-group-total">{t('portal.content.total', { total: faqs.total })}</span>
      </h2>
      {faqs.items.length > 0 ? (
        <ul className="article-list">
          {faqs.items.map((faq) => (
            <li key={faq.id} className="article-row">
              <Link className="article-row-title" to={consultHref(faq.id, 'faq')}>
                <Highlight text={faq.question} terms={terms} />
              </Link>
              <p className="article-row-facts">
                <span>{t(`consult.category.${faq.category}`)}</span>
              </p>
              <p className="article-row-summary">
                <Highlight text={faq.answerExcerpt} terms={terms} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState />
      )}
    </section>
  );
}
