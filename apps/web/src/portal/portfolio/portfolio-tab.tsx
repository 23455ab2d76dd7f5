import './portfolio.css';
import type { AccountProfile } from '@cityip/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortfolioClaims } from './portfolio-claims.js';
import { PortfolioTable } from './portfolio-table.js';
import { ReminderSwitch } from './reminder-switch.js';

/** Whether the account has a portfolio: an enterprise user whose company authentication is approved. */
export function hasPortfolio(profile: AccountProfile, role: string | null): boolean {
  return role === 'user' && profile.identity.kind === 'company' && profile.identity.status === 'approved';
}

/**
 * `/frontAccountInfo?tab=portfolio` (我的专利): a company's patents with their annual-fee and term
 * deadlines, the patents it added by number, and its reminder mails. A company account without an
 * approved company authentication is told why and led to it.
 */
export function PortfolioTab({ profile, role }: { profile: AccountProfile; role: string | null }) {
  const { t } = useTranslation();
  if (!hasPortfolio(profile, role)) {
    const pending = profile.identity.kind === 'company' && profile.identity.status === 'pending';
    return (
      <div className="account-tab">
        <Alert
          type="info"
          showIcon
          title={t('portfolio.notCompany.title')}
          description={
            <>
              <p>{t(pending ? 'portfolio.notCompany.pending' : 'portfolio.notCompany.none')}</p>
              <Link to="/frontAccountInfo?tab=identity">{t('portfolio.notCompany.link')}</Link>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="account-tab portfolio-tab">
      <p>{t('portfolio.intro', { company: profile.identity.name ?? '' })}</p>
      <p className="portfolio-note">{t('portfolio.note')}</p>
      <PortfolioTable />
      <PortfolioClaims />
      <ReminderSwitch />
    </div>
  );
}
