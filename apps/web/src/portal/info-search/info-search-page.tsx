import type { ArticleKind, InfoSearchResult } from '@cityip/contracts';
import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.js';
import { ViewMore } from '../../components/view-more.js';
import { ArticleList } from '../content/article-list.js';
import { useInfoSearch } from '../content/content.api.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { FaqGroup } from './faq-group.js';

/** Message keys of the result groups. */
const KIND_LABELS: Record<ArticleKind, string> = {
  policy: 'portal.infoSearch.kind.policy',
  news: 'portal.infoSearch.kind.news',
  guide: 'portal.infoSearch.kind.guide',
};

/** `kind` is the group asked for first (the header's service tab asks for guides). */
function ResultGroups({
  result,
  keyword,
  kind,
}: {
  result: InfoSearchResult;
  keyword: string;
  kind: ArticleKind | null;
}) {
  const { t } = useTranslation();
  const groups = kind
    ? [...result.groups].sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind))
    : result.groups;
  // A FAQ answers a question outright: its group leads, unless a kind was asked for.
  const faqs = result.faqs ? <FaqGroup faqs={result.faqs} terms={result.terms} /> : null;
  return (
    <>
      {kind ? null : faqs}
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="search-group-title">
            {t(KIND_LABELS[group.kind])}
            <span className="search-group-total">{t('portal.content.total', { total: group.total })}</span>
          </h2>
          {group.items.length > 0 ? <ArticleList items={group.items} terms={result.terms} /> : <EmptyState />}
          {/* Only the policy query can show the rest of its matches on a page of their own. */}
          {group.kind === 'policy' && group.total > group.items.length ? (
            <ViewMore to={`/policySearch?keyword=${encodeURIComponent(keyword)}`} />
          ) : null}
        </section>
      ))}
      {kind ? faqs : null}
    </>
  );
}

/** The keyword box; keyed by the address's keyword so back/forward shows that search's words. */
function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="info-search-form" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('portal.infoSearch.label')}
      </label>
      <Input
        id={inputId}
        value={draft}
        maxLength={100}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('portal.infoSearch.placeholder')}
      />
      <Button type="primary" htmlType="submit">
        {t('common.search')}
      </Button>
    </form>
  );
}

/**
 * `/infoSearch?keyword=&kind=`: news, policies, guides and the FAQ searched together, grouped by
 * kind, matches marked; the group named by `kind` comes first.
 */
export function InfoSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim().slice(0, 100) ?? '';
  const kindParam = params.get('kind');
  const kind = kindParam && kindParam in KIND_LABELS ? (kindParam as ArticleKind) : null;
  const result = useInfoSearch(keyword);

  return (
    <RoutePageFrame>
      <SearchForm
        key={keyword}
        keyword={keyword}
        onSearch={(next) => setParams(next ? { keyword: next, ...(kind ? { kind } : {}) } : {})}
      />
      {keyword ? (
        <QueryView
          query={result}
          isEmpty={(data) => data.groups.every((group) => group.total === 0) && !data.faqs?.total}
        >
          {(data) => <ResultGroups result={data} keyword={keyword} kind={kind} />}
        </QueryView>
      ) : (
        <EmptyState description={t('portal.infoSearch.prompt')} />
      )}
    </RoutePageFrame>
  );
}
