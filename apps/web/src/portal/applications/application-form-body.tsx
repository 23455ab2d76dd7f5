import {
  type ApplicationData,
  type ApplicationKindKey,
  type ApplicationSummary,
  applicationDataSchema,
  formOf,
} from '@cityip/contracts';
import { App, Button, Flex, Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm, useSaveErrorHandler } from '../../admin/shared/contract-form.js';
import { useShowFailure } from '../../admin/shared/use-show-failure.js';
import { showLoginRequired } from '../../api/session-notices.js';
import { isColumnClosedRefusal, useRefreshColumnStatuses } from '../../components/column-gate/column-gate.js';
import { ApplicationField } from './application-field.js';
import { saveDraft } from './applications.api.js';
import { type FormValues, fieldNamesOf, toApplicationData, toDraftData } from './form-values.js';

/** The form field a server error names: `data.contactPhone` and `data.evidence.0` name fields of the form. */
const formFieldOf = (serverField: string) => serverField.replace(/^data\./, '').split('.')[0] ?? serverField;

export interface ApplicationFormBodyProps {
  kind: ApplicationKindKey;
  initialValues: FormValues;
  /** Sends the checked data; resolves with the application. */
  send: (data: ApplicationData) => Promise<ApplicationSummary>;
  onSent: (application: ApplicationSummary) => void;
  /** Whether the form offers "save draft" (new applications; a correction has no draft). */
  drafts: boolean;
  /** A visitor's submit (or draft) opens the login dialog instead of sending. */
  signedIn: boolean;
  submitText: string;
}

/**
 * The fields of a kind's form definition, checked with the contract schema the server uses, then
 * sent once: the button is locked while sending and a second click does nothing. Server field
 * errors go on their fields; a column that closed meanwhile re-reads the states, so the page shows
 * the closure notice.
 */
export function ApplicationFormBody({
  kind,
  initialValues,
  send,
  onSent,
  drafts,
  signedIn,
  submitText,
}: ApplicationFormBodyProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const fields = formOf(kind);
  const names = useMemo(() => fieldNamesOf(kind), [kind]);
  const schema = useMemo(() => applicationDataSchema(kind), [kind]);
  const { parse, rulesFor } = useContractForm<FormValues, ApplicationData>({
    form,
    schema,
    toInput: (values) => toApplicationData(kind, values),
    fields: names,
  });
  const refreshColumns = useRefreshColumnStatuses();
  const showFailure = useShowFailure();
  const showError = useSaveErrorHandler(form, names, {
    formField: formFieldOf,
    otherwise: (error) => {
      if (isColumnClosedRefusal(error)) void refreshColumns();
      showFailure(error);
    },
  });
  const sending = useRef(false);
  const [busy, setBusy] = useState<'submit' | 'draft' | null>(null);

  const submit = async () => {
    if (!signedIn) return showLoginRequired();
    const parsed = parse();
    // A click while the first one is still sending must not send again.
    if (!parsed.success || sending.current) return;
    sending.current = true;
    setBusy('submit');
    try {
      onSent(await send(parsed.data));
    } catch (error) {
      showError(error);
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const keepDraft = async () => {
    if (!signedIn) return showLoginRequired();
    setBusy('draft');
    try {
      await saveDraft(kind, toDraftData(kind, form.getFieldsValue(true)));
      message.success(t('applications.form.draftSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      name={`application-${kind}`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      scrollToFirstError={{ focus: true }}
      className="application-form"
    >
      {fields.map((field) => (
        <ApplicationField key={field.name} field={field} rules={rulesFor(field.name)} />
      ))}
      <Flex gap={12} wrap>
        <Button type="primary" htmlType="submit" loading={busy === 'submit'} disabled={busy !== null}>
          {submitText}
        </Button>
        {drafts && (
          <Button onClick={keepDraft} loading={busy === 'draft'} disabled={busy !== null}>
            {t('applications.form.saveDraft')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
