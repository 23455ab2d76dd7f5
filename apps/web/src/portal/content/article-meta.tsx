import { type Article, formatTime } from '@cityip/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { informationTypeLabel, POLICY_LEVEL_LABELS } from './article-links.js';

type MetaRow = { label: string; value: string };

/** The metadata an article shows under its title; empty fields are left out. */
export function articleMetaRows(article: Article, t: TFunction): MetaRow[] {
  const rows: Array<[string, string | null | undefined]> =
    article.kind === 'policy'
      ? [
          ['portal.content.docNumber', article.docNumber],
          ['portal.content.authority', article.authority],
          ['portal.content.level', article.level ? t(POLICY_LEVEL_LABELS[article.level]) : null],
          ['portal.content.publishDate', article.publishDate],
          ['portal.content.effectiveDate', article.effectiveDate],
          ['portal.content.expiryDate', article.expiryDate],
          ['portal.content.tags', article.tags.join('、')],
        ]
      : article.kind === 'news'
        ? [
            ['portal.content.informationType', t(informationTypeLabel(article.informationType))],
            ['portal.content.source', article.source],
            ['portal.content.publishDate', article.publishDate],
          ]
        : [['portal.content.updatedAt', formatTime(article.updatedAt, 'YYYY-MM-DD')]];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([key, value]) => ({ label: t(key), value }));
}

/** The metadata of an article as a description list. */
export function ArticleMeta({ article }: { article: Article }) {
  const { t } = useTranslation();
  const rows = articleMetaRows(article, t);
  if (rows.length === 0) return null;
  return (
    <dl className="article-meta">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
