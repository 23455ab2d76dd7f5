import { APPLICATION_RULES, type ApplicationSummary } from '@cityip/contracts';
import { Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindName } from './kind-text.js';

/** Where an applicant follows their applications. */
const MY_APPLICATIONS_HREF = '/registerApply#my-applications';

/**
 * What a successful submission says: the receipt number to quote, what happens next and where to
 * follow it. Announced to screen readers and focused, as it replaces the form that had focus.
 */
export function ApplicationReceipt({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dueDays = APPLICATION_RULES[application.kind].dueDays;
  return (
    <div role="status" aria-live="polite" className="application-receipt">
      <Result
        status="success"
        title={
          <h3 ref={heading} tabIndex={-1} className="application-receipt-title">
            {t('applications.receipt.title', { kind: kindName(application.kind, i18n.language) })}
          </h3>
        }
        subTitle={
          <>
            <p>
              {t('applications.receipt.number')} <strong className="receipt-no">{application.receiptNo}</strong>
            </p>
            <p>{t('applications.receipt.next', { days: dueDays })}</p>
          </>
        }
        extra={<Link to={MY_APPLICATIONS_HREF}>{t('applications.receipt.mine')}</Link>}
      />
    </div>
  );
}
