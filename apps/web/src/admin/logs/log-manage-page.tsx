import { canAccess, LOG_KINDS } from '@cityip/contracts';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.js';
import { LogPurge } from './log-purge.js';
import { LogTab } from './log-tab.js';

/**
 * `/system/logManage`: the login log and the operation log, each with filters and export; the
 * auditor also purges entries past the retention period.
 */
export function LogManagePage() {
  const { t } = useTranslation();
  const { role } = useSession();
  return (
    <section aria-labelledby="log-manage-title">
      <Typography.Title level={1} id="log-manage-title" style={{ fontSize: 20 }}>
        {t('logs.title')}
      </Typography.Title>
      {canAccess(role, 'logRetention') && <LogPurge />}
      <Tabs
        defaultActiveKey="login"
        items={LOG_KINDS.map((kind) => ({ key: kind, label: t(`logs.tab.${kind}`), children: <LogTab kind={kind} /> }))}
      />
    </section>
  );
}
