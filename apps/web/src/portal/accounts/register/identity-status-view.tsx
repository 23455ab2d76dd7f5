import type { MyIdentity } from '@cityip/contracts';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IdentitySummary } from '../common/identity-summary.js';

/**
 * Step 3: the submitted authentication. Pending says what happens next (review, the mail with the
 * result); approved says what is now possible. Both show the data as submitted, masked.
 */
export function IdentityStatusView({ identity }: { identity: MyIdentity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const approved = identity.status === 'approved';
  return (
    <>
      <Result
        status={approved ? 'success' : 'info'}
        title={
          <p className="result-title">
            {t(approved ? 'selfService.status.approvedTitle' : 'selfService.status.pendingTitle')}
          </p>
        }
        subTitle={
          <div role="status">
            <p className="result-subtitle">
              {t(approved ? 'selfService.status.approvedNext' : 'selfService.status.pendingNext')}
            </p>
          </div>
        }
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate('/registerApply')}>
              {t('selfService.status.toApply')}
            </Button>
            <Button onClick={() => void navigate('/frontAccountInfo')}>{t('selfService.status.toAccount')}</Button>
          </Space>
        }
      />
      <IdentitySummary identity={identity} />
    </>
  );
}
