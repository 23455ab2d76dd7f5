import { ArticleEditPage } from './article-edit-page.js';

// Apart from the lists, so the editor (Tiptap) loads only with the edit screens.

/** `/content/policyOpreation`: add or edit a policy. */
export function PolicyEditPage() {
  return <ArticleEditPage kind="policy" />;
}

/** `/content/newsOpreation`: add or edit a news item. */
export function NewsEditPage() {
  return <ArticleEditPage kind="news" />;
}

/** `/content/guideAndIntroOpreation`: add or edit a guide or introduction. */
export function GuideEditPage() {
  return <ArticleEditPage kind="guide" />;
}
