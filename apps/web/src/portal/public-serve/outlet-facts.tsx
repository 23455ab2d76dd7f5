import type { StationSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigDistrictName } from './district-label.js';

/** Message key of an outlet kind's name. */
export const kindLabel = (kind: StationSummary['kind']) => `portal.serve.kind.${kind}`;

type OutletFactsOf = Pick<StationSummary, 'kind' | 'district' | 'address' | 'phone'>;

/** "Kind · district" under an outlet's name, on its card and its detail page. */
export function OutletKindLine({ outlet }: { outlet: OutletFactsOf }) {
  const { t } = useTranslation();
  const district = useConfigDistrictName();
  return (
    <p className="outlet-card-meta">
      <span>{t(kindLabel(outlet.kind))}</span>
      <span aria-hidden="true"> · </span>
      <span>{district(outlet.district)}</span>
    </p>
  );
}

/** The address and a dialable telephone, as entries of the surrounding `<dl>`. */
export function OutletContactFacts({ outlet }: { outlet: OutletFactsOf }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt>{t('portal.serve.address')}</dt>
        <dd>{outlet.address}</dd>
      </div>
      <div>
        <dt>{t('portal.serve.phone')}</dt>
        <dd>
          <a href={`tel:${outlet.phone.replace(/[^\d+]/g, '')}`}>{outlet.phone}</a>
        </dd>
      </div>
    </>
  );
}
