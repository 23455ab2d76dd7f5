import '../../portal/consult/consult.css';
import './consult-admin.css';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../layout/admin-list-page.js';
import { ConsultQueue } from './consult-queue.js';
import { FaqList } from './faq-list.js';

/**
 * `/system/consultManage`: the consultation queue (assign, forward, reply, close, publish, make a
 * FAQ), and the FAQ entries (`?tab=faqs`).
 */
export function ConsultManagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'faqs' ? 'faqs' : 'queue';
  return (
    <AdminListPage titleId="consult-manage-title" title={t('admin.route.systemConsultManage')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'faqs' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'queue', label: t('consultAdmin.tab.queue'), children: <ConsultQueue /> },
          { key: 'faqs', label: t('consultAdmin.tab.faqs'), children: <FaqList /> },
        ]}
      />
    </AdminListPage>
  );
}
