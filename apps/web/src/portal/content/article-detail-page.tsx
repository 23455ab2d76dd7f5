import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { ArticleDetailView } from './article-detail.js';
import { generalInfoHref } from './article-links.js';
import { type ListedKind, useArticleDetail } from './content.api.js';
import { QueryView } from './query-view.js';
import { RoutePageFrame } from './route-page-frame.js';

function ArticleDetailPage({ kind, backTo }: { kind: ListedKind; backTo: (params: URLSearchParams) => string }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useArticleDetail(kind, id);
  return (
    <RoutePageFrame>
      {id ? (
        <QueryView query={detail}>{(data) => <ArticleDetailView detail={data} backTo={backTo(params)} />}</QueryView>
      ) : (
        <EmptyState />
      )}
    </RoutePageFrame>
  );
}

/** `/policySearch/detail?id=`: one policy. */
export function PolicyDetailPage() {
  return <ArticleDetailPage kind="policy" backTo={() => '/policySearch'} />;
}

/** `/generalInfo/detail?id=&informationType=`: one news and information item. */
export function NewsDetailPage() {
  return (
    <ArticleDetailPage kind="news" backTo={(params) => generalInfoHref(Number(params.get('informationType')) || 1)} />
  );
}
