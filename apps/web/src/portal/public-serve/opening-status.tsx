import type { StationSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { formatChange, outletStateAt, useCityTimeZone } from './outlet-hours.js';

/**
 * "Open now" for an outlet, computed in the city's time zone at `now`: open until when, or closed
 * (outside hours, holiday closure, suspended) and when it opens next.
 */
export function OpeningStatus({ outlet, now }: { outlet: Pick<StationSummary, 'hours' | 'closures'>; now: Date }) {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const state = outletStateAt(outlet, now, timeZone);
  const when = (at: Date) => formatChange(at, now, timeZone, i18n.language);
  if (state.open) {
    return (
      <span className="outlet-status">
        <span className="outlet-badge is-open">{t('portal.serve.openNow')}</span>
        {state.closesAt ? <span>{t('portal.serve.closesAt', { time: when(state.closesAt) })}</span> : null}
      </span>
    );
  }
  const reason = {
    suspended: 'portal.serve.suspended',
    closure: 'portal.serve.closedForHoliday',
    outsideHours: 'portal.serve.closedNow',
  }[state.reason];
  return (
    <span className="outlet-status">
      <span className={`outlet-badge is-${state.reason}`}>{t(reason)}</span>
      {state.nextOpenAt ? <span>{t('portal.serve.opensAt', { time: when(state.nextOpenAt) })}</span> : null}
    </span>
  );
}
