import { stripTags } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../content/article-body.js';
import { AttachmentList } from '../content/attachment-list.js';
import { useGuide } from '../content/content.api.js';

const EXCERPT_LENGTH = 160;

/**
 * The service window's introduction (the guide `serviceWindow`, what this page showed before it
 * listed outlets): its summary, and the full text behind a disclosure. Nothing while it loads or
 * when none is published: the outlets are the page's content.
 */
export function ServiceWindowIntro() {
  const { t } = useTranslation();
  const guide = useGuide('serviceWindow');
  if (!guide.data) return null;
  const article = guide.data;
  const plain = stripTags(article.body).replace(/\s+/g, ' ').trim();
  const excerpt = article.summary || (plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH)}…` : plain);
  return (
    <section className="serve-intro" aria-labelledby="serve-intro-title">
      <h2 id="serve-intro-title">{article.title}</h2>
      {excerpt ? <p className="serve-intro-summary">{excerpt}</p> : null}
      {article.body ? (
        <details className="serve-intro-full">
          <summary>{t('portal.serve.readIntro')}</summary>
          <ArticleBody html={article.body} />
          <AttachmentList files={article.attachments} />
        </details>
      ) : null}
    </section>
  );
}
