import type { ArticleSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleHref, informationTypeLabel, POLICY_LEVEL_LABELS } from './article-links.js';
import { Highlight } from './highlight.js';

/** The short facts of a list row: level, document number, authority, source, date. */
function RowFacts({ item }: { item: ArticleSummary }) {
  const { t } = useTranslation();
  const facts = [
    item.kind === 'news' && item.informationType ? t(informationTypeLabel(item.informationType)) : null,
    item.docNumber,
    item.authority,
    item.source,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <p className="article-row-facts">
      {item.level ? <span className="article-level">{t(POLICY_LEVEL_LABELS[item.level])}</span> : null}
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
      {item.publishDate ? <time dateTime={item.publishDate}>{item.publishDate}</time> : null}
    </p>
  );
}

type ArticleListProps = {
  items: ArticleSummary[];
  /** Search terms to mark in titles and summaries. */
  terms?: readonly string[];
  /** Title and date only (home page columns). */
  compact?: boolean;
};

/** A list of policies, news or guides linking to their pages. */
export function ArticleList({ items, terms, compact = false }: ArticleListProps) {
  return (
    <ul className={compact ? 'article-list article-list--compact' : 'article-list'}>
      {items.map((item) => (
        <li key={item.id} className="article-row">
          <Link className="article-row-title" to={articleHref(item)}>
            {item.pinned && !compact ? <PinnedMark /> : null}
            <Highlight text={item.title} terms={terms} />
          </Link>
          {compact ? (
            item.publishDate ? (
              <time className="article-row-date" dateTime={item.publishDate}>
                {item.publishDate}
              </time>
            ) : null
          ) : (
            <>
              <RowFacts item={item} />
              {item.summary ? (
                <p className="article-row-summary">
                  <Highlight text={item.summary} terms={terms} />
                </p>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function PinnedMark() {
  const { t } = useTranslation();
  return <span className="article-pinned">{t('portal.content.pinned')}</span>;
}
