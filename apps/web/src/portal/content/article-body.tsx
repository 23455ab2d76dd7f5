import { useRef } from 'react';
import { ContentImageViewer } from '../../components/use-content-image-viewer.js';

/** The rich HTML body of an article; clicking any of its images opens the image viewer. */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  if (!html.trim()) return null;
  return (
    <>
      <div
        ref={ref}
        className="article-body"
        // The server sanitises every body with an allow-list when it is saved (lib/sanitize-html.ts):
        // no scripts, event handlers, javascript: URLs or style attacks reach the browser.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text from the CMS.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <ContentImageViewer containerRef={ref} />
    </>
  );
}
