import type { IdentityKind, IdentityOverview } from '@cityip/contracts';
import { Alert, Button, Spin, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestErrorText } from '../../../api/error-text.js';
import { isUserSession, useSession } from '../../../auth/session-store.js';
import { RoutePageFrame } from '../../content/route-page-frame.js';
import { useIdentityOverview } from '../common/accounts.api.js';
import { type AuthFlowState, authFlowState, STEP_OF_VIEW } from './auth-flow-state.js';
import { CompanyIdentityForm } from './company-identity-form.js';
import { IdentityStatusView } from './identity-status-view.js';
import { PersonIdentityForm } from './person-identity-form.js';
import { RegisterForm } from './register-form.js';

const PAGE_OF_KIND: Record<IdentityKind, string> = { person: '/personAuth', company: '/companyAuth' };

/** The heading of each view (the page's h1 is the route title). */
const VIEW_TITLES: Record<AuthFlowState['view'], string> = {
  register: 'selfService.step.register',
  identity: 'selfService.step.identity',
  otherKind: 'selfService.step.identity',
  status: 'selfService.step.review',
};

function StepBody({
  kind,
  state,
  overview,
}: {
  kind: IdentityKind;
  state: AuthFlowState;
  overview: IdentityOverview | null;
}) {
  const { t } = useTranslation();
  if (state.view === 'register') {
    const other: IdentityKind = kind === 'person' ? 'company' : 'person';
    return (
      <>
        <RegisterForm accountType={kind} />
        <p className="account-switch">
          <Link to={PAGE_OF_KIND[other]}>{t(`selfService.register.switchTo.${other}`)}</Link>
        </p>
      </>
    );
  }
  if (state.view === 'status' && overview) return <IdentityStatusView identity={overview.identity} />;
  if (state.view === 'otherKind') {
    return (
      <Alert
        type="info"
        showIcon
        title={t(`selfService.otherKind.${state.kind}`)}
        action={<Link to={PAGE_OF_KIND[state.kind]}>{t(`selfService.otherKind.go.${state.kind}`)}</Link>}
      />
    );
  }
  const rejectReason = state.view === 'identity' ? state.rejectReason : null;
  return (
    <>
      {rejectReason !== null && (
        <Alert
          type="warning"
          showIcon
          className="auth-rejected"
          title={t('selfService.identity.rejectedTitle')}
          description={t('selfService.identity.rejectedReason', { reason: rejectReason })}
        />
      )}
      {kind === 'person' ? (
        <PersonIdentityForm phoneCodeRequired={overview?.phoneCodeRequired ?? false} />
      ) : (
        <CompanyIdentityForm />
      )}
    </>
  );
}

/**
 * `/personAuth` and `/companyAuth`: register, then authenticate, then the review. A visitor starts
 * at registration; a signed-in user lands on the step their authentication is at.
 */
export function AuthFlow({ kind }: { kind: IdentityKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = isUserSession(session);
  const overview = useIdentityOverview(signedIn);

  let body: ReactNode;
  let state: AuthFlowState | null = null;
  if (signedIn && overview.isPending) {
    body = <Spin description={t('display.loading')} />;
  } else if (signedIn && overview.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={requestErrorText(overview.error, t) ?? t('selfService.loadFailed')}
        action={
          <Button size="small" onClick={() => void overview.refetch()}>
            {t('selfService.retry')}
          </Button>
        }
      />
    );
  } else {
    const data = signedIn ? (overview.data ?? null) : null;
    state = authFlowState(kind, data);
    body = <StepBody kind={kind} state={state} overview={data} />;
  }

  const status = overview.data?.identity.status;
  return (
    <RoutePageFrame>
      <div className="auth-flow">
        <p className="auth-intro">{t(`selfService.intro.${kind}`)}</p>
        <Steps
          className="auth-steps"
          current={state ? STEP_OF_VIEW[state.view] : 0}
          status={status === 'approved' && state?.view === 'status' ? 'finish' : 'process'}
          items={[
            { title: t('selfService.step.register') },
            { title: t('selfService.step.identity') },
            { title: t('selfService.step.review') },
          ]}
        />
        <section aria-labelledby="auth-step-title" className="auth-step">
          <h2 id="auth-step-title">{t(state ? VIEW_TITLES[state.view] : 'selfService.step.loading')}</h2>
          {body}
        </section>
      </div>
    </RoutePageFrame>
  );
}
