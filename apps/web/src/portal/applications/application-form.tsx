import {
  APPLICATION_KINDS,
  type ApplicationData,
  type ApplicationKindKey,
  type ApplicationSummary,
  formatZonedTime,
} from '@cityip/contracts';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { ColumnGate } from '../../components/column-gate/column-gate.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ApplicationFormBody } from './application-form-body.js';
import { ApplicationReceipt } from './application-receipt.js';
import {
  deleteDraft,
  submitApplication,
  useApplicationKind,
  useDraft,
  useRefreshApplications,
} from './applications.api.js';
import { EligibilityNotice, VisitorNotice } from './eligibility-notice.js';
import { draftToFormValues, type FormValues } from './form-values.js';
import { newIdempotencyKey } from './idempotency-key.js';

export interface ApplicationFormProps {
  kind: ApplicationKindKey;
  /** Values the page already knows (the patent of an open-licence offer); they win over a draft. */
  prefill?: FormValues;
}

/** A new application of a signed-in user: the saved draft restored, sent once under one idempotency key. */
function NewApplication({ kind, prefill, signedIn }: ApplicationFormProps & { signedIn: boolean }) {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const draft = useDraft(kind, signedIn);
  const refresh = useRefreshApplications();
  // One key per form session: every retry of this form's submission is the same submission.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [discarded, setDiscarded] = useState(false);
  const [receipt, setReceipt] = useState<ApplicationSummary | null>(null);

  if (receipt) return <ApplicationReceipt application={receipt} />;
  if (signedIn && draft.isPending) return <Spin description={t('applications.form.loadingDraft')} />;

  const saved = !discarded ? draft.data : null;
  const initialValues = { ...(saved ? draftToFormValues(kind, saved.data) : {}), ...prefill };
  const send = (data: ApplicationData) => submitApplication(kind, data, idempotencyKey);
  const sent = (application: ApplicationSummary) => {
    setReceipt(application);
    void refresh();
  };
  const discard = async () => {
    await deleteDraft(kind).catch(() => undefined);
    setDiscarded(true);
  };

  return (
    <>
      {saved && (
        <Alert
          type="info"
          showIcon
          role="status"
          className="application-draft-notice"
          title={t('applications.form.draftRestored', { time: formatZonedTime(saved.updatedAt, timeZone) })}
          action={
            <Button size="small" onClick={discard}>
              {t('applications.form.discardDraft')}
            </Button>
          }
        />
      )}
      <ApplicationFormBody
        // A discarded draft empties the form: a new form instance starts from the prefill alone.
        key={saved ? 'draft' : 'empty'}
        kind={kind}
        initialValues={initialValues}
        send={send}
        onSent={sent}
        drafts
        signedIn={signedIn}
        submitText={t('applications.form.submit')}
      />
    </>
  );
}

/** The form for a signed-in user who may apply; otherwise why not (or, for a visitor, the login hint). */
function EligibleForm(props: ApplicationFormProps) {
  const { t } = useTranslation();
  const signedIn = isUserSession(useSession());
  const { info, query } = useApplicationKind(props.kind);
  if (!signedIn) {
    return (
      <>
        <VisitorNotice />
        <NewApplication {...props} signedIn={false} />
      </>
    );
  }
  if (query.isPending) return <Spin description={t('display.loading')} />;
  // An unreadable catalogue does not lock the form: the server checks eligibility on submit.
  if (info && !info.eligibility.canApply) return <EligibilityNotice info={info} />;
  return <NewApplication {...props} signedIn />;
}

/**
 * ONE form for every kind of online business, rendered from the kind's form definition: a closed
 * column shows its closure notice instead, a visitor is asked to log in, a user without the
 * authentication the kind needs is told why and where to get it.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  return (
    <ColumnGate column={APPLICATION_KINDS[props.kind].column}>
      <EligibleForm {...props} />
    </ColumnGate>
  );
}
