import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShowFailure } from '../../admin/shared/use-show-failure.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { canWatch, useIndustryWatch, useWatchOverview } from './watch.api.js';

/**
 * Subscribes to a key industry's weekly news (new filings, open licences, lapses), or shows the
 * subscription with its unsubscribe. A visitor is offered the login; staff see nothing.
 */
export function IndustryWatchToggle({ industry }: { industry: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const format = usePatentFormat();
  const session = useSession();
  const location = useLocation();
  const signedIn = isUserSession(session);
  const allowed = signedIn && canWatch(session.role);
  const overview = useWatchOverview(allowed);
  const toggle = useIndustryWatch();
  const name = format.industry(industry);
  if (!signedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Link to={`/login?redirect=${back}`}>{t('watch.industry.login')}</Link>;
  }
  if (!allowed || !overview.data) return null;
  const subscribed = overview.data.industries.some((watch) => watch.industry === industry);
  const change = (on: boolean) =>
    toggle
      .mutateAsync({ industry, on })
      .then(
        () => message.success(t(on ? 'watch.industry.subscribed' : 'watch.industry.unsubscribed', { name })),
        showFailure,
      );
  if (!subscribed) {
    return (
      <Button
        loading={toggle.isPending}
        aria-label={t('watch.industry.subscribeLabel', { name })}
        onClick={() => void change(true)}
      >
        {t('watch.industry.subscribe')}
      </Button>
    );
  }
  return (
    <span className="watch-industry-state">
      <span>{t('watch.industry.state')}</span>{' '}
      <Button
        loading={toggle.isPending}
        aria-label={t('watch.industry.unsubscribeLabel', { name })}
        onClick={() => void change(false)}
      >
        {t('watch.industry.unsubscribe')}
      </Button>
    </span>
  );
}
