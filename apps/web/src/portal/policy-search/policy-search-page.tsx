import { POLICY_LEVELS, type PolicyLevel, type PolicySearchQuery } from '@cityip/contracts';
import { Pagination, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POLICY_LEVEL_LABELS } from '../content/article-links.js';
import { ArticleList } from '../content/article-list.js';
import { usePolicyList } from '../content/content.api.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { PolicyFilters, type PolicyFilterValues } from './policy-filters.js';
import { readPolicySearch, writePolicySearch } from './policy-search-params.js';

const ALL = 'all';

/** `/policySearch`: level tabs, keyword/authority/date filters, sort and paging, all kept in the address. */
export function PolicySearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readPolicySearch(params);
  const list = usePolicyList(query);
  const go = (next: PolicySearchQuery) => setParams(writePolicySearch(next));
  const filters: PolicyFilterValues = {
    keyword: query.keyword,
    authority: query.authority,
    from: query.from,
    to: query.to,
    sort: query.sort,
  };

  return (
    <RoutePageFrame>
      <Tabs
        activeKey={query.level ?? ALL}
        onChange={(key) => go({ ...query, level: key === ALL ? undefined : (key as PolicyLevel), page: 1 })}
        items={[ALL, ...POLICY_LEVELS].map((key) => ({
          key,
          label: key === ALL ? t('portal.policy.allLevels') : t(POLICY_LEVEL_LABELS[key as PolicyLevel]),
        }))}
      />
      <PolicyFilters
        key={JSON.stringify(filters)}
        value={filters}
        onSearch={(values) => go({ ...query, ...values, page: 1 })}
      />
      <QueryView query={list} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <p className="content-total" aria-live="polite">
              {t('portal.content.total', { total: data.total })}
            </p>
            <ArticleList items={data.items} terms={query.keyword ? [query.keyword] : undefined} />
            <Pagination
              className="content-pagination"
              current={query.page}
              pageSize={query.pageSize}
              total={data.total}
              showSizeChanger
              onChange={(page, pageSize) => go({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize })}
            />
          </>
        )}
      </QueryView>
    </RoutePageFrame>
  );
}
