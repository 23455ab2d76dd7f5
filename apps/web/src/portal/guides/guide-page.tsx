import '../../styles/content.css';
import type { Article, GuideKey } from '@cityip/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCityName, usePlatformTitle } from '../../app/use-platform-title.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageFrame } from '../../components/page-frame.js';
import { composeDocumentTitle, titleParts } from '../../routing/route-meta.js';
import { useRouteHandle } from '../../routing/use-route-handle.js';
import { ArticleBody } from '../content/article-body.js';
import { AttachmentList } from '../content/attachment-list.js';
import { useGuide } from '../content/content.api.js';
import { ExternalLink } from '../content/external-link.js';
import { QueryView } from '../content/query-view.js';
import { guideKeyFor, guideTitleKey } from './guide-pages.js';

function RelatedLinks({ links }: { links: Article['relatedLinks'] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className="guide-related" aria-label={t('portal.guide.related')}>
      <h3>{t('portal.guide.related')}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url} name={link.name}>
              {link.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuideContent({ guideKey }: { guideKey: GuideKey }) {
  const guide = useGuide(guideKey);
  return (
    <QueryView query={guide}>
      {(article) => (
        <article className="guide-article">
          <h2 className="article-title">{article.title}</h2>
          {article.summary ? <p className="article-summary">{article.summary}</p> : null}
          <ArticleBody html={article.body} />
          <AttachmentList files={article.attachments} />
          <RelatedLinks links={article.relatedLinks} />
        </article>
      )}
    </QueryView>
  );
}

/**
 * The guide/introduction pages of the top menu: items with ids (`/protectRights?id=12`), the
 * rights-protection introductions (`?type=aid`), and the service pages that are, for now, their
 * introduction (`/publicServe`, `/patentPreAudit`, `/registerApply`, `/developPermit`).
 */
export function GuidePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const city = useCityName();
  const platformTitle = usePlatformTitle();
  const guideKey = guideKeyFor(pathname, search);
  // The route title names the section; the guide's own menu entry names the page.
  const section = titleParts(handle?.title).slice(0, -1);
  const titleKey = guideKey ? guideTitleKey(guideKey) : (titleParts(handle?.title).at(-1) ?? 'nav.home');
  const pageTitle = t(titleKey, { city });

  // One route serves several guides, so the document title follows the guide rather than the route.
  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, platformTitle);
  }, [pageTitle, platformTitle]);

  return (
    <PageFrame titleKeys={[...section.filter((key) => key !== titleKey), titleKey]}>
      {guideKey ? <GuideContent key={guideKey} guideKey={guideKey} /> : <EmptyState />}
    </PageFrame>
  );
}
