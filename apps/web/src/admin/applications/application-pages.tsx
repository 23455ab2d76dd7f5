import { kindsOfModule, type Module } from '@cityip/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminListPage } from '../layout/admin-list-page.js';
import { ApplicationBoard } from './application-board.js';
import { ApplicationDrawer } from './application-drawer.js';
import { useKindName } from './application-labels.js';

interface ApplicationsScreenProps {
  /** The back-office module whose kinds the screen manages. */
  module: Module;
  titleKey: string;
  /** One tab (and list) per kind instead of one list with a kind filter. */
  tabPerKind?: boolean;
}

/**
 * A screen of applications: the list(s) of the module's kinds and the detail of the one named by
 * `?id=` in a drawer, so a detail can be linked to and survives a reload.
 */
function ApplicationsScreen({ module, titleKey, tabPerKind = false }: ApplicationsScreenProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const kinds = kindsOfModule(module);
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const open = (id: string) => setParams({ id });
  const close = () => setParams({});

  return (
    <AdminListPage titleId={`${module}-applications-title`} title={t(titleKey)}>
      {tabPerKind ? (
        <Tabs
          items={kinds.map((kind) => ({
            key: kind,
            label: kindName(kind),
            children: <ApplicationBoard kinds={[kind]} name={`${kind}-filters`} onOpen={open} />,
          }))}
        />
      ) : (
        <ApplicationBoard kinds={kinds} name={`${module}-filters`} onOpen={open} />
      )}
      {openId && <ApplicationDrawer key={openId} id={openId} onOpen={open} onClose={close} />}
    </AdminListPage>
  );
}

/** `/data/applyFrom`: trademark service window applications. */
export function TrademarkWindowApplicationsPage() {
  return <ApplicationsScreen module="applyForm" titleKey="admin.route.dataApplyFrom" />;
}

/** `/data/analysis`: patent pre-examination, the applicant filings and the requests in their own tabs. */
export function PreAuditApplicationsPage() {
  return <ApplicationsScreen module="preAudit" titleKey="admin.route.dataAnalysis" tabPerKind />;
}

/** `/data/applications`: rights protection, open-licence intents and consultations. */
export function OtherApplicationsPage() {
  return <ApplicationsScreen module="applications" titleKey="admin.route.applications" />;
}
