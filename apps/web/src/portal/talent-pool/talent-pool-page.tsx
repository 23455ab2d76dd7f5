import './talent-pool.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../content/paged-results.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { TalentCardItem } from './talent-card.js';
import { TalentFilters, type TalentFilterValues } from './talent-filters.js';
import { readTalentSearch, writeTalentSearch } from './talent-params.js';
import { useTalentDirectory } from './talent-pool.api.js';

/**
 * `/talentPool`: the public directory of experts with keyword search (the header's 人才 tab leads
 * here with `?keyword=`), filters and paging; the whole search is in the address.
 */
export function TalentPoolPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readTalentSearch(params);
  const directory = useTalentDirectory(search);
  const { page: _page, pageSize: _pageSize, ...filters } = search;

  return (
    <RoutePageFrame>
      <TalentFilters
        key={JSON.stringify(filters)}
        value={filters}
        onSearch={(values: TalentFilterValues) => setParams(writeTalentSearch({ ...search, ...values, page: 1 }))}
      />
      <QueryView query={directory} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <PagedResults
            title={t('talentPool.results')}
            totalText={t('talentPool.total', { total: data.total })}
            page={search.page}
            pageSize={search.pageSize}
            total={data.total}
            onPage={(page, pageSize) => setParams(writeTalentSearch({ ...search, page, pageSize }))}
          >
            <ul className="talent-list" aria-label={t('talentPool.list')}>
              {data.items.map((talent) => (
                <TalentCardItem key={talent.id} talent={talent} />
              ))}
            </ul>
          </PagedResults>
        )}
      </QueryView>
    </RoutePageFrame>
  );
}
