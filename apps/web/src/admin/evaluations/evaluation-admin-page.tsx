import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../layout/admin-list-page.js';
import { EvaluationCaseDrawer } from './evaluation-case-drawer.js';
import { RectificationQueue } from './rectification-queue.js';
import { ReviewList } from './review-list.js';

const TABS = ['reviews', 'rectifications'] as const;

/**
 * `/system/evaluation` (好差评管理): all reviews with filters and the Excel export, and the
 * rectification queue of bad reviews with their working-day deadlines; `?tab=rectifications` opens
 * the queue directly. Either list opens a review's case, where staff verify and answer it.
 */
export function EvaluationAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const active = TABS.find((key) => key === params.get('tab')) ?? 'reviews';
  return (
    <AdminListPage titleId="evaluation-admin-title" title={t('admin.route.systemEvaluation')}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        aria-label={t('evaluationAdmin.tabs')}
        items={[
          {
            key: 'reviews',
            label: t('evaluationAdmin.tab.reviews'),
            children: <ReviewList onOpen={setOpenId} />,
          },
          {
            key: 'rectifications',
            label: t('evaluationAdmin.tab.rectifications'),
            children: <RectificationQueue onOpen={setOpenId} />,
          },
        ]}
      />
      {openId ? <EvaluationCaseDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </AdminListPage>
  );
}
