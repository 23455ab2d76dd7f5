import type { PatentFacets } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../../app/intl-formats.js';
import { QueryView } from '../content/query-view.js';
import { usePatentFacets } from '../patent-search/patent-search.api.js';
import { districtExpression, districtPatentSearchHref } from './patent-search-href.js';

/** How many applicants the detail lists. */
export const TOP_APPLICANTS = 10;

function ApplicantTable({ facets, district, name }: { facets: PatentFacets; district: string; name: string }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const count = (value: number) =>
    facets.approximate ? t('cityMap.detail.approxCount', { value: number.format(value) }) : number.format(value);
  const applicants = facets.facets.applicant.slice(0, TOP_APPLICANTS);
  return (
    <div className="city-map-table-wrap">
      <table className="city-map-table city-map-applicants">
        <caption>{t('cityMap.detail.applicantsCaption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cityMap.detail.rank')}</th>
            <th scope="col">{t('cityMap.detail.applicant')}</th>
            <th scope="col">{t('cityMap.detail.patentCount')}</th>
          </tr>
        </thead>
        <tbody>
          {applicants.map((applicant, index) => (
            <tr key={applicant.value}>
              <td>{index + 1}</td>
              <th scope="row">
                <Link to={districtPatentSearchHref(district, applicant.value)}>{applicant.value}</Link>
              </th>
              <td>{count(applicant.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {facets.approximate ? <p className="city-map-note">{t('cityMap.detail.approxNote')}</p> : null}
    </div>
  );
}

/**
 * The district's applicants with the most patents, each a link to their patents in the district:
 * the filter panel's applicant counts of the search `DI=(district)` (the patent search's own
 * facets, estimated from a sample for a large district, which the list then says).
 * `district` is the Chinese name the expression takes; `name` is the one shown.
 */
export function DistrictApplicants({ district, name }: { district: string; name: string }) {
  const { t } = useTranslation();
  const facets = usePatentFacets(districtExpression(district));
  return (
    <QueryView
      query={facets}
      isEmpty={(data) => data.facets.applicant.length === 0}
      emptyText={t('cityMap.detail.noApplicants')}
    >
      {(data) => <ApplicantTable facets={data} district={district} name={name} />}
    </QueryView>
  );
}
