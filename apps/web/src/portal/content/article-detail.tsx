import '../../styles/content.css';
import type { ArticleDetail } from '@cityip/contracts';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleBody } from './article-body.js';
import { articleHref } from './article-links.js';
import { ArticleMeta } from './article-meta.js';
import { AttachmentList } from './attachment-list.js';

type Neighbour = ArticleDetail['previous'];

function NeighbourLink({ label, target, detail }: { label: string; target: Neighbour; detail: ArticleDetail }) {
  const { t } = useTranslation();
  const { kind, informationType } = detail.article;
  return (
    <p>
      <span className="article-neighbour-label">{label}</span>
      {target ? (
        <Link to={articleHref({ id: target.id, kind, informationType, guideKey: null })}>{target.title}</Link>
      ) : (
        <span>{t('portal.content.noNeighbour')}</span>
      )}
    </p>
  );
}

/**
 * One policy or news item: title, metadata, actions (print, back to the list), body with the image
 * viewer, attachments and previous/next. The print stylesheet keeps only the article.
 */
export function ArticleDetailView({ detail, backTo }: { detail: ArticleDetail; backTo: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { article } = detail;
  return (
    <article className="article-detail" aria-labelledby={headingId}>
      <header className="article-header">
        <h2 id={headingId} className="article-title">
          {article.title}
        </h2>
        <ArticleMeta article={article} />
        <div className="article-actions no-print">
          <Button onClick={() => window.print()}>{t('portal.content.print')}</Button>
          <Link to={backTo}>{t('portal.content.backToList')}</Link>
        </div>
      </header>
      {article.summary ? <p className="article-summary">{article.summary}</p> : null}
      <ArticleBody html={article.body} />
      <AttachmentList files={article.attachments} />
      <nav className="article-neighbours no-print" aria-label={t('portal.content.neighbours')}>
        <NeighbourLink label={t('portal.content.previous')} target={detail.previous} detail={detail} />
        <NeighbourLink label={t('portal.content.next')} target={detail.next} detail={detail} />
      </nav>
    </article>
  );
}
