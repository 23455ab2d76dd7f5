import {
  POLICY_LEVELS,
  type PolicyLevel,
  type PolicySearchQuery,
  readPolicySearch,
  writePolicySearch,
} from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.js';
import { POLICY_LEVEL_LABELS } from '../content/article-links.js';
import { ArticleList } from '../content/article-list.js';
import { usePolicyList } from '../content/content.api.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { PolicyFilters, type PolicyFilterValues } from './policy-filters.js';

const search = (query: PolicySearchQuery) => `?${writePolicySearch(query)}`;

/** The levels as links to their listings, the current one marked: each level has its own address. */
function LevelLinks({ query }: { query: PolicySearchQuery }) {
  const { t } = useTranslation();
  const levels: Array<PolicyLevel | undefined> = [undefined, ...POLICY_LEVELS];
  return (
    <nav className="level-links" aria-label={t('portal.policy.levels')}>
      <ul>
        {levels.map((level) => (
          <li key={level ?? 'all'}>
            <Link
              to={{ search: search({ ...query, level, page: 1 }) }}
              aria-current={query.level === level ? 'page' : undefined}
            >
              {level ? t(POLICY_LEVEL_LABELS[level]) : t('portal.policy.allLevels')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/policySearch`: level links, keyword/authority/date filters, sort and paging, all kept in the
 * address. Built without antd, and rendered by the server with its results (issue 8: slow phones).
 */
export function PolicySearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readPolicySearch(params);
  const list = usePolicyList(query);
  const filters: PolicyFilterValues = {
    keyword: query.keyword,
    authority: query.authority,
    from: query.from,
    to: query.to,
    sort: query.sort,
  };

  return (
    <RoutePageFrame>
      <LevelLinks query={query} />
      <PolicyFilters
        key={JSON.stringify(filters)}
        value={filters}
        level={query.level}
        onSearch={(values) => setParams(writePolicySearch({ ...query, ...values, page: 1 }))}
      />
      <QueryView query={list} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <p className="content-total" aria-live="polite">
              {t('portal.content.total', { total: data.total })}
            </p>
            <ArticleList items={data.items} terms={query.keyword ? [query.keyword] : undefined} />
            <Pager
              className="content-pagination"
              page={query.page}
              pageSize={query.pageSize}
              total={data.total}
              searchOf={(page, pageSize) => search({ ...query, page, pageSize })}
            />
          </>
        )}
      </QueryView>
    </RoutePageFrame>
  );
}
