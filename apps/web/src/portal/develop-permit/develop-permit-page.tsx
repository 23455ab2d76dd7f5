import './develop-permit.css';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { DevelopPermitIntro } from './develop-permit-intro.js';
import { LicenceDrawer } from './licence-drawer.js';
import { LicenceFilters, type LicenceFilterValues } from './licence-filters.js';
import { isLicenceDetailOpened, LicenceList } from './licence-list.js';
import {
  LICENCE_PAGE_SIZES,
  type LicenceSearch,
  licenceQuery,
  readLicenceSearch,
  writeLicenceSearch,
} from './licence-params.js';
import { useLicences } from './licences.api.js';

/**
 * `/developPermit`: the open-licensing introduction, then the patents offered for open licence
 * with search, filters, sort and paging, and an offer's terms and contact in a drawer (`?patent=`).
 * The whole search is in the address.
 */
export function DevelopPermitPage() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = readLicenceSearch(params);
  const offers = useLicences(licenceQuery(search));
  const go = (next: LicenceSearch) => setParams(writeLicenceSearch(next, params));
  const filters: LicenceFilterValues = {
    q: search.q,
    industry: search.industry,
    patentType: search.patentType,
    feeMode: search.feeMode,
    maxAnnualFee: search.maxAnnualFee,
    sort: search.sort,
  };
  // Closing a detail this page opened goes back, so Back does not reopen it; a shared link's just closes.
  const closeDetail = () => {
    if (isLicenceDetailOpened(location.state)) void navigate(-1);
    else setParams(writeLicenceSearch({ ...search, patent: null }, params), { replace: true });
  };

  return (
    <RoutePageFrame>
      <DevelopPermitIntro />
      <section className="licence-search" aria-labelledby="licence-search-title">
        <h2 id="licence-search-title">{t('portal.licence.offers')}</h2>
        <LicenceFilters
          key={JSON.stringify(filters)}
          value={filters}
          onSearch={(values) => go({ ...search, ...values, page: 1, patent: null })}
        />
        <QueryView query={offers} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <p className="licence-total" aria-live="polite">
                {t('portal.licence.total', { total: format.number(data.total) })}
              </p>
              <LicenceList
                offers={data.items}
                detailHref={(id) => ({ search: `?${writeLicenceSearch({ ...search, patent: id }, params)}` })}
              />
              <Pagination
                itemRender={labelledPagerItem}
                className="content-pagination"
                current={search.page}
                pageSize={search.pageSize}
                total={data.total}
                showSizeChanger
                pageSizeOptions={LICENCE_PAGE_SIZES.map(String)}
                onChange={(page, pageSize) =>
                  go({ ...search, page: pageSize === search.pageSize ? page : 1, pageSize, patent: null })
                }
              />
            </>
          )}
        </QueryView>
      </section>
      <LicenceDrawer patentId={search.patent} onClose={closeDetail} />
    </RoutePageFrame>
  );
}
