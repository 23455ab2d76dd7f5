import './patent-data.css';
import { Button, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../layout/admin-list-page.js';
import { CorrectionList } from './correction-list.js';
import { DirectCorrectionModal } from './direct-correction-modal.js';
import { ReportList } from './report-list.js';

/**
 * `/data/patentErrors`: the data errors users reported (accept with a corrected value, or reject
 * with a reason), every correction made (`?tab=corrections`), and a direct correction of a record.
 */
export function PatentErrorsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [correcting, setCorrecting] = useState(false);
  const tab = params.get('tab') === 'corrections' ? 'corrections' : 'reports';
  return (
    <AdminListPage
      titleId="patent-errors-title"
      title={t('admin.route.dataPatentErrors')}
      actions={<Button onClick={() => setCorrecting(true)}>{t('patentErrors.correct')}</Button>}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('patentErrors.intro')}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'corrections' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'reports', label: t('patentErrors.tab.reports'), children: <ReportList /> },
          { key: 'corrections', label: t('patentErrors.tab.corrections'), children: <CorrectionList /> },
        ]}
      />
      {correcting ? <DirectCorrectionModal onClose={() => setCorrecting(false)} /> : null}
    </AdminListPage>
  );
}
