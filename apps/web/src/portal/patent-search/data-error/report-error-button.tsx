import './data-error.css';
import { isStaffRole, isVisitorRole } from '@cityip/contracts';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../auth/session-store.js';
import { ReturnFocusModal } from '../../../components/return-focus-modal.js';
import { ReportErrorForm } from './report-error-form.js';

const REPORT_PARAM = 'report';

/** A visitor's dialog: reports are sent from an account (its email gets the outcome). */
function LoginFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <p className="patent-report-login">
      {t('portal.patentReport.login')} <Link to={`/login?redirect=${back}`}>{t('portal.patentReport.loginLink')}</Link>
    </p>
  );
}

/**
 * "Report a data error" on a patent's detail (issue 26): opens the report form for a signed-in
 * person or company, and a visitor the way to log in first. Staff accounts see the button
 * disabled with the reason (they correct the record in the back office; the server refuses them too).
 */
export function ReportErrorButton({ patent }: { patent: { id: number; title: string; applicationNumber: string } }) {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const visitor = !session.token || isVisitorRole(session.role);
  const staff = !visitor && isStaffRole(session.role);
  // `?report=1` beside the patent's `?id=` opens the dialog with the detail (a link can point to it).
  const [open, setOpen] = useState(() => !staff && params.get(REPORT_PARAM) === '1');
  const reasonId = useId();
  const close = () => {
    setOpen(false);
    if (params.has(REPORT_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(REPORT_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  return (
    <div className="patent-report-button">
      <Button disabled={staff} aria-describedby={staff ? reasonId : undefined} onClick={() => setOpen(true)}>
        {t('portal.patentReport.open')}
      </Button>
      {staff ? (
        <span id={reasonId} className="patent-report-staff">
          {t('portal.patentReport.staff')}
        </span>
      ) : null}
      {open ? (
        <ReturnFocusModal title={t('portal.patentReport.title')} onCancel={close} footer={null} destroyOnHidden>
          <p className="patent-report-intro">
            {t('portal.patentReport.patent', { title: patent.title, number: patent.applicationNumber })}
          </p>
          {visitor ? (
            <LoginFirst />
          ) : (
            <>
              <p className="patent-report-intro">{t('portal.patentReport.intro')}</p>
              <ReportErrorForm patentId={patent.id} onSent={close} onCancel={close} />
            </>
          )}
        </ReturnFocusModal>
      ) : null}
    </div>
  );
}
