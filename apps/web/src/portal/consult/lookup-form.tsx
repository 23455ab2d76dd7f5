import { Code, ConsultLookupInputSchema, type ConsultLookupResult, TEXT_LIMITS } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailedCodeItems } from '../accounts/common/mailed-code-items.js';
import { SubmitItem } from '../accounts/common/submit-item.js';
import { useAccountForm } from '../accounts/common/use-account-form.js';
import { useCaptchaCodeSender } from '../accounts/common/use-captcha-code-sender.js';
import { lookUpQuestion, sendLookupCode, useConsultFormInfo } from './consult.api.js';
import { ConsultAskerDetail } from './consult-asker-detail.js';
import { ContactItems, type ContactValues, shownContact } from './consult-contact-items.js';

type LookupValues = ContactValues & { queryNo?: string; captchaCode?: string; code?: string };

const FIELDS = ['queryNo', 'channel', 'contact', 'captchaCode', 'code'] as const;

/** The question found, headed by its title; focus moves to it once it arrives. */
function LookupResult({ result }: { result: ConsultLookupResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { consultation } = result;
  return (
    <article className="consult-lookup-result" aria-labelledby="consult-lookup-title">
      <h3 id="consult-lookup-title" ref={heading} tabIndex={-1}>
        {consultation.title}
      </h3>
      <ConsultAskerDetail consultation={consultation} level={4} lookupToken={result.lookupToken} />
    </article>
  );
}

/**
 * "Look up my question": the query number and the contact the question was asked with, proved by
 * a code sent there (the captcha first); it shows the state, the reply or why it was closed.
 */
export function LookupForm({ queryNo }: { queryNo: string }) {
  const { t } = useTranslation();
  const info = useConsultFormInfo();
  const [form] = Form.useForm<LookupValues>();
  const [result, setResult] = useState<ConsultLookupResult | null>(null);
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: ConsultLookupInputSchema,
    fields: FIELDS,
    toInput: ({ captchaCode: _captcha, ...values }: LookupValues) => ({
      ...values,
      channel: values.channel ?? 'email',
    }),
    // A wrong or expired code is a plain 400.
    fieldOfCode: { [Code.BAD_REQUEST]: 'code' },
  });
  const sender = useCaptchaCodeSender(form, {
    captchaFieldId: 'consult-lookup-captcha',
    fields: ['queryNo', 'channel', 'contact'],
    request: (captcha) =>
      sendLookupCode({
        queryNo: String(form.getFieldValue('queryNo') ?? '')
          .trim()
          .toUpperCase(),
        channel: form.getFieldValue('channel') ?? 'email',
        contact: String(form.getFieldValue('contact') ?? '').trim(),
        ...captcha,
      }),
    shownAs: () => shownContact(form),
    onFailure,
  });
  const submit = submitWith(async (input) => {
    setResult(null);
    setResult(await lookUpQuestion(input));
  });
  return (
    <>
      <p>{t('consult.lookup.intro')}</p>
      <Form<LookupValues>
        form={form}
        name="consult-lookup"
        layout="vertical"
        onFinish={submit}
        disabled={busy}
        initialValues={{ channel: 'email', queryNo }}
      >
        <Form.Item
          name="queryNo"
          label={t('consult.field.queryNo')}
          extra={t('consult.lookup.queryNoHint')}
          rules={rulesFor('queryNo')}
          required
        >
          <Input autoComplete="off" maxLength={TEXT_LIMITS.code} />
        </Form.Item>
        <ContactItems smsAvailable={info.data?.smsAvailable === true} rules={rulesFor('contact')} />
        <MailedCodeItems sender={sender} label={t('consult.field.code')} rules={rulesFor('code')} />
        <SubmitItem busy={busy}>{t('consult.lookup.submit')}</SubmitItem>
      </Form>
      {result ? <LookupResult key={result.lookupToken} result={result} /> : null}
    </>
  );
}
