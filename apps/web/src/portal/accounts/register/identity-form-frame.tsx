import type { CompanyIdentityInput, PersonIdentityInput } from '@cityip/contracts';
import { App, Form, type FormInstance, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { submitIdentity, useRefreshSelfService } from '../common/accounts.api.js';
import { ConsentItem } from '../common/consent-item.js';
import { SubmitItem } from '../common/submit-item.js';

type Submission = { kind: 'person'; data: PersonIdentityInput } | { kind: 'company'; data: CompanyIdentityInput };

/**
 * Sends an authentication for review; on success says so and reloads the overview, which moves
 * the page on to the status step.
 */
export function useSendIdentity() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshSelfService();
  return async (submission: Submission) => {
    await submitIdentity(submission);
    message.success(t('selfService.identity.submitted'));
    await refresh();
  };
}

interface IdentityFormFrameProps<Values> {
  form: FormInstance<Values>;
  name: string;
  onFinish: () => void;
  submitting: boolean;
  /** The contract's rules of the `consent` field. */
  consentRules: FormRule[];
  children: ReactNode;
}

/** The authentication form: its fields, the consent to processing them, then the submit button. */
export function IdentityFormFrame<Values>({
  form,
  name,
  onFinish,
  submitting,
  consentRules,
  children,
}: IdentityFormFrameProps<Values>) {
  const { t } = useTranslation();
  return (
    <Form<Values> form={form} name={name} layout="vertical" onFinish={onFinish} disabled={submitting}>
      {children}
      <ConsentItem
        name="consent"
        text={t('selfService.identity.consent')}
        document="identityConsent"
        rules={consentRules}
      />
      <SubmitItem busy={submitting}>{t('selfService.identity.submit')}</SubmitItem>
    </Form>
  );
}
