import './tech-demand.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../content/paged-results.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { DemandList } from './demand-list.js';
import { DemandFilters, type DemandFilterValues } from './tech-demand-filters.js';
import { readDemandSearch, writeDemandSearch } from './tech-demand-params.js';
import { usePublicDemands } from './tech-demands.api.js';

/**
 * `/techDemand`: companies' published technology demands with keyword search (the header's 需求
 * tab leads here with `?keyword=`), filters, sort and paging; the whole search is in the address.
 */
export function TechDemandPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readDemandSearch(params);
  const demands = usePublicDemands(search);
  const { page: _page, pageSize: _pageSize, ...filters } = search;

  return (
    <RoutePageFrame>
      <DemandFilters
        key={JSON.stringify(filters)}
        value={filters}
        onSearch={(values: DemandFilterValues) => setParams(writeDemandSearch({ ...search, ...values, page: 1 }))}
      />
      <QueryView query={demands} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <PagedResults
            title={t('techDemand.results')}
            totalText={t('techDemand.total', { total: data.total })}
            page={search.page}
            pageSize={search.pageSize}
            total={data.total}
            onPage={(page, pageSize) => setParams(writeDemandSearch({ ...search, page, pageSize }))}
          >
            <DemandList demands={data.items} />
          </PagedResults>
        )}
      </QueryView>
    </RoutePageFrame>
  );
}
