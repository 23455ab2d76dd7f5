import '../accounts.css';
import { Grid, Select, Tabs } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSeniorMode } from '../../../app/senior-mode.js';
import { getSession, isUserSession, useSession } from '../../../auth/session-store.js';
import { MyApplications } from '../../applications/my-applications.js';
import { QueryView } from '../../content/query-view.js';
import { RoutePageFrame } from '../../content/route-page-frame.js';
import { MyReviewsTab } from '../../evaluations/my-reviews-tab.js';
import { ExportsTab } from '../../exports/exports-tab.js';
import { PortfolioTab } from '../../portfolio/portfolio-tab.js';
import { useSecondFactorStatus } from '../../second-factor/second-factor-api.js';
import { canWatch } from '../../watch/watch.api.js';
import { WatchTab } from '../../watch/watch-tab.js';
import { useAccountProfile } from '../common/accounts.api.js';
import { syncStoredAccount } from '../common/stored-account.js';
import { ConsultTab } from './consult-tab.js';
import { DeleteAccountTab } from './delete-account-tab.js';
import { DemandsTab } from './demands-tab.js';
import { DownloadsTab } from './downloads-tab.js';
import { EmailTab } from './email-tab.js';
import { IdentityTab } from './identity-tab.js';
import { PasswordTab } from './password-tab.js';
import { ProfileTab } from './profile-tab.js';
import { SecondFactorTab } from './second-factor-tab.js';
import { TalentTab } from './talent-tab.js';
import { useCrowdedTabs } from './use-crowded-tabs.js';

/**
 * The tabs in order; `?tab=` opens one directly (the status page links to `identity`).
 * `secondFactor` is there only for an account with an authenticator.
 */
const ACCOUNT_TABS = [
  'profile',
  'identity',
  'password',
  'secondFactor',
  'email',
  'applications',
  'consultations',
  'reviews',
  'demands',
  'portfolio',
  'watch',
  'talent',
  'downloads',
  'exports',
  'delete',
] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];

function AccountTabs() {
  const { t, i18n } = useTranslation();
  const tabRow = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const senior = useSeniorMode();
  const profile = useAccountProfile();
  const secondFactor = useSecondFactorStatus();
  const { role } = useSession();
  // Only a company (enterprise user) publishes technology demands; the server refuses anyone else.
  // A company account sees its portfolio tab, which tells one not yet authenticated why it is empty.
  const company = role === 'user' || profile.data?.accountType === 'company';
  const tabs = ACCOUNT_TABS.filter(
    (key) =>
      (key !== 'secondFactor' || secondFactor.data?.enrolled === true) &&
      (key !== 'demands' || role === 'user') &&
      (key !== 'portfolio' || company) &&
      // Saved searches and alerts are a person's or a company's; staff accounts keep none.
      (key !== 'watch' || canWatch(role)),
  );
  const crowded = useCrowdedTabs(tabRow, `${i18n.language}:${tabs.join()}`);
  const requested = params.get('tab');
  const active = tabs.find((key) => key === requested) ?? 'profile';

  useEffect(() => {
    if (profile.data) syncStoredAccount(profile.data);
  }, [profile.data]);

  const withProfile = (render: (data: NonNullable<typeof profile.data>) => ReactNode) => (
    <QueryView query={profile}>{render}</QueryView>
  );
  const panels: Record<AccountTab, ReactNode> = {
    profile: withProfile((data) => <ProfileTab profile={data} />),
    identity: withProfile((data) => <IdentityTab profile={data} />),
    password: <PasswordTab />,
    secondFactor: secondFactor.data ? <SecondFactorTab status={secondFactor.data} /> : null,
    email: withProfile((data) => <EmailTab profile={data} />),
    applications: <MyApplications />,
    consultations: <ConsultTab />,
    reviews: <MyReviewsTab />,
    demands: <DemandsTab />,
    portfolio: withProfile((data) => <PortfolioTab profile={data} role={role} />),
    watch: <WatchTab />,
    talent: <TalentTab />,
    downloads: <DownloadsTab />,
    exports: <ExportsTab />,
    delete: <DeleteAccountTab />,
  };

  const go = (key: string) => setParams({ tab: key }, { replace: true });
  const labelOf = (key: AccountTab) => t(`selfService.tab.${key}`);
  // antd's tab bar puts tabs that do not fit behind a "more" button inside the tab list, which
  // assistive technology cannot use (axe: aria-required-children); a phone gets a section picker,
  // and so does 长辈版, whose large tabs no longer fit one row, and an account whose tabs do not (a company's).
  if (screens.xs === true || senior || crowded) {
    return (
      <div className="account-sections">
        <label htmlFor="account-section">{t('selfService.tab.choose')}</label>
        <Select
          id="account-section"
          value={active}
          onChange={go}
          options={tabs.map((key) => ({ value: key, label: labelOf(key) }))}
        />
        <section aria-label={labelOf(active)}>{panels[active]}</section>
      </div>
    );
  }
  return (
    <div ref={tabRow}>
      <Tabs
        activeKey={active}
        onChange={go}
        items={tabs.map((key) => ({ key, label: labelOf(key), children: panels[key] }))}
      />
    </div>
  );
}

/** `/frontAccountInfo`: the registered user's account; a visitor is sent to the login first. */
export function AccountInfoPage() {
  // Decided on arrival: a session ended here (logout, closing the account) leaves for the home
  // page by itself and must not be sent to the login on the way out.
  const [signedIn] = useState(() => isUserSession(getSession()));
  if (!signedIn) {
    return <Navigate to={`/login?redirect=${encodeURIComponent('/frontAccountInfo')}`} replace />;
  }
  return (
    <RoutePageFrame>
      <AccountTabs />
    </RoutePageFrame>
  );
}
