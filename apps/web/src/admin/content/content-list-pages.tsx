import { ArticleListPage } from './article-list-page.js';

/** `/content/policy`: the policy list. */
export function PolicyListPage() {
  return <ArticleListPage kind="policy" />;
}

/** `/content/news`: the news and information (generalInfo) list. */
export function NewsListPage() {
  return <ArticleListPage kind="news" />;
}

/** `/content/guideAndIntro`: the online guides and service introductions. */
export function GuideListPage() {
  return <ArticleListPage kind="guide" />;
}
