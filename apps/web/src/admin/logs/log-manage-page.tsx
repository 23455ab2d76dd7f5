import { LOG_KINDS } from '@cityip/contracts';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogTab } from './log-tab.js';

/** `/system/logManage`: the login log and the operation log, each with filters and export. */
export function LogManagePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="log-manage-title">
      <Typography.Title level={1} id="log-manage-title" style={{ fontSize: 20 }}>
        {t('logs.title')}
      </Typography.Title>
      <Tabs
        defaultActiveKey="login"
        items={LOG_KINDS.map((kind) => ({ key: kind, label: t(`logs.tab.${kind}`), children: <LogTab kind={kind} /> }))}
      />
    </section>
  );
}
