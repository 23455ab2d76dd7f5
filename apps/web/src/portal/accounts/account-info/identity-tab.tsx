import type { AccountProfile } from '@cityip/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IdentitySummary } from '../common/identity-summary.js';

/**
 * The authentication tab: status and data (ID number and phone masked), the reason of a
 * rejection, and the way to (re)submit on the registration page of the account's kind.
 */
export function IdentityTab({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { identity } = profile;
  const kind = identity.kind ?? profile.accountType ?? 'person';
  const page = kind === 'company' ? '/companyAuth' : '/personAuth';
  const canSubmit = identity.status === 'none' || identity.status === 'rejected';
  return (
    <div className="account-tab">
      {identity.status === 'none' ? (
        <Alert type="info" showIcon title={t('selfService.identityTab.none')} />
      ) : (
        <IdentitySummary identity={identity} />
      )}
      {identity.status === 'pending' && <p className="account-note">{t('selfService.status.pendingNext')}</p>}
      {canSubmit && (
        <Button type="primary" onClick={() => void navigate(page)}>
          {t(identity.status === 'rejected' ? 'selfService.identityTab.resubmit' : 'selfService.identityTab.submit')}
        </Button>
      )}
    </div>
  );
}
