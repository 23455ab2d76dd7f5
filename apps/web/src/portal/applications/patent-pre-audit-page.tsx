import './applications.css';
import type { ApplicationSummary } from '@cityip/contracts';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { ApplicationStatusTag } from '../../components/application-status-tag.js';
import { GuidePage } from '../guides/guide-page.js';
import { ApplicationDetailDrawer } from './application-detail.js';
import { ApplicationForm } from './application-form.js';
import { useMyApplications } from './applications.api.js';
import { ApplyButton } from './apply-button.js';
import { MyApplicationsSection } from './my-applications-section.js';

/** The state of the user's latest filing, with its details (where a returned one is corrected). */
function FilingState({ filing }: { filing: ApplicationSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const done = filing.status === 'completed';
  return (
    <>
      <Alert
        type={done ? 'success' : filing.status === 'returned' ? 'warning' : 'info'}
        showIcon
        role="status"
        title={
          <span>
            {t('applications.preAudit.filingState', { receiptNo: filing.receiptNo })}{' '}
            <ApplicationStatusTag status={filing.status} />
          </span>
        }
        description={t(
          `applications.preAudit.filing.${done ? 'done' : filing.status === 'returned' ? 'returned' : 'pending'}`,
        )}
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            {t('applications.mine.view')}
          </Button>
        }
      />
      <ApplicationDetailDrawer id={open ? filing.id : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** The applicant filing: the form until there is one under way or done (a refused one may be filed again). */
function Filing() {
  const { t } = useTranslation();
  const signedIn = isUserSession(useSession());
  const filings = useMyApplications(['preAuditFiling'], signedIn);
  if (signedIn && filings.isPending) return <Spin description={t('display.loading')} />;
  const latest = filings.data?.[0];
  return (
    <>
      {latest && <FilingState filing={latest} />}
      {(!latest || latest.status === 'rejected') && <ApplicationForm kind="preAuditFiling" />}
    </>
  );
}

/**
 * `/patentPreAudit`: the guide, then the applicant filing (a company files once, staff approve it),
 * and once the filing is completed, a pre-examination request per patent application and the
 * list of the requests made.
 */
export function PatentPreAuditPage() {
  const { t } = useTranslation();
  const signedIn = isUserSession(useSession());
  const filings = useMyApplications(['preAuditFiling'], signedIn);
  const filed = filings.data?.some((filing) => filing.status === 'completed') ?? false;
  return (
    <>
      <GuidePage />
      <section className="page-body application-section" aria-labelledby="pre-audit-filing-title">
        <h2 id="pre-audit-filing-title">{t('applications.preAudit.filingTitle')}</h2>
        <Filing />
      </section>
      {filed && (
        <>
          <section className="page-body application-section" aria-labelledby="pre-audit-request-title">
            <h2 id="pre-audit-request-title">{t('applications.preAudit.requestTitle')}</h2>
            <p>{t('applications.preAudit.requestHint')}</p>
            <ApplyButton kind="preAuditRequest">{t('applications.preAudit.newRequest')}</ApplyButton>
          </section>
          <MyApplicationsSection
            id="my-pre-audit-requests"
            kinds={['preAuditRequest']}
            title={t('applications.preAudit.myRequests')}
          />
        </>
      )}
    </>
  );
}
