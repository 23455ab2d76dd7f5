import { stripTags } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../content/article-body.js';
import { AttachmentList } from '../content/attachment-list.js';
import { useGuide } from '../content/content.api.js';

const EXCERPT_LENGTH = 160;

/**
 * The open-licensing introduction (the guide of menu item 14) above the offers: its summary, and
 * the full text behind a disclosure. Nothing is shown while it loads or when none is published,
 * since the offers are the page's content.
 */
export function DevelopPermitIntro() {
  const { t } = useTranslation();
  const guide = useGuide('developPermit');
  if (!guide.data) return null;
  const article = guide.data;
  const plain = stripTags(article.body).replace(/\s+/g, ' ').trim();
  const excerpt = article.summary || (plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH)}…` : plain);
  return (
    <section className="develop-permit-intro" aria-labelledby="develop-permit-intro-title">
      <h2 id="develop-permit-intro-title">{article.title}</h2>
      {excerpt ? <p className="develop-permit-intro-summary">{excerpt}</p> : null}
      <details className="develop-permit-intro-full">
        <summary>{t('portal.licence.readIntro')}</summary>
        <ArticleBody html={article.body} />
        <AttachmentList files={article.attachments} />
      </details>
    </section>
  );
}
