import './watch.css';
import { useTranslation } from 'react-i18next';
import { IndustryWatchList } from './industry-watch-list.js';
import { RecentAlerts } from './recent-alerts.js';
import { SavedSearchList } from './saved-search-list.js';

/**
 * 账户信息 › 专利提醒 (`/frontAccountInfo?tab=watch`): the saved searches with their alerts, the
 * industry subscriptions, and the latest alerts to read again.
 */
export function WatchTab() {
  const { t } = useTranslation();
  return (
    <div className="account-tab watch-tab">
      <p>{t('watch.tab.intro')}</p>
      <SavedSearchList />
      <IndustryWatchList />
      <RecentAlerts />
    </div>
  );
}
