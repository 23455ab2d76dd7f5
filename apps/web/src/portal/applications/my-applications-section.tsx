import type { ApplicationKindKey } from '@cityip/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { showLoginRequired } from '../../api/session-notices.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { MyApplications } from './my-applications.js';

/**
 * "My applications" as a section of a service page (the receipt links to `#my-applications`); a
 * visitor is offered the login instead.
 */
export function MyApplicationsSection({
  kinds,
  title,
  id = 'my-applications',
}: {
  kinds?: readonly ApplicationKindKey[];
  title?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const signedIn = isUserSession(useSession());
  return (
    <section id={id} className="page-body application-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('applications.mine.title')}</h2>
      {signedIn ? (
        <MyApplications kinds={kinds} />
      ) : (
        <p>
          {t('applications.mine.loginFirst')}{' '}
          <Button type="link" onClick={showLoginRequired}>
            {t('applications.visitor.login')}
          </Button>
        </p>
      )}
    </section>
  );
}
