import type { ApplicationKindInfo } from '@cityip/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showLoginRequired } from '../../api/session-notices.js';
import { useSession } from '../../auth/session-store.js';
import { authenticationHref } from './kind-text.js';

/**
 * Why the signed-in user cannot apply for a kind, and what to do: an account type that may not
 * apply (staff, or a personal account for a company business), or an authentication still missing,
 * pending or rejected, with the link to the authentication page.
 */
export function EligibilityNotice({ info }: { info: ApplicationKindInfo }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const { eligibility, identity } = info;
  const needsCompany = identity === 'company';
  // A personal account can become a company one by company authentication; staff accounts cannot apply.
  const fixable = eligibility.roleAllowed || needsCompany;
  const reason = !eligibility.roleAllowed
    ? needsCompany
      ? t('applications.eligibility.companyOnly')
      : t('applications.eligibility.roleNotAllowed', { role: t(`role.${role}`) })
    : t(needsCompany ? 'applications.eligibility.needsCompanyAuth' : 'applications.eligibility.needsAuth');
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={t('applications.eligibility.title')}
      description={
        <>
          <p style={{ margin: 0 }}>{reason}</p>
          {fixable && (
            <p style={{ margin: '8px 0 0' }}>
              <Link to={authenticationHref(identity, role)}>
                {t(
                  needsCompany || role === 'user'
                    ? 'applications.eligibility.toCompany'
                    : 'applications.eligibility.toPerson',
                )}
              </Link>
            </p>
          )}
        </>
      }
    />
  );
}

/** A visitor's hint above a form: applying needs a login, which the button (or submitting) asks for. */
export function VisitorNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      className="application-visitor-notice"
      title={t('applications.visitor.title')}
      action={
        <Button size="small" type="primary" onClick={showLoginRequired}>
          {t('applications.visitor.login')}
        </Button>
      }
    />
  );
}
