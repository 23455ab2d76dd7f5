import { maskPhone, PersonIdentityInputSchema, VerificationCodeSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendPhoneCode } from '../common/accounts.api.js';
import { useAccountForm } from '../common/use-account-form.js';
import { useFieldCodeSender } from '../common/use-field-code-sender.js';
import { VerificationCodeItem } from '../common/verification-code-item.js';
import { IdentityFormFrame, useSendIdentity } from './identity-form-frame.js';
import { IdentityCodeItem, MobilePhoneItem } from './identity-items.js';

interface PersonIdentityValues {
  realName?: string;
  idNumber?: string;
  phone?: string;
  smsCode?: string;
  consent?: boolean;
}

const FIELDS = ['realName', 'idNumber', 'phone', 'smsCode', 'consent'] as const;

/** With an SMS platform the phone is proven by a texted code, so the code becomes required. */
const WithSmsCodeSchema = PersonIdentityInputSchema.extend({ smsCode: VerificationCodeSchema });

/**
 * Step 2 of `/personAuth`: real name, ID-card number (checksum and birth date checked as the
 * server checks them), phone (with an SMS code when the server says the SMS platform is on) and
 * consent to processing the personal information.
 */
export function PersonIdentityForm({ phoneCodeRequired }: { phoneCodeRequired: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PersonIdentityValues>();
  const sendIdentity = useSendIdentity();
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: phoneCodeRequired ? WithSmsCodeSchema : PersonIdentityInputSchema,
    fields: FIELDS,
    toInput: (values: PersonIdentityValues) => ({
      ...values,
      smsCode: phoneCodeRequired ? values.smsCode : undefined,
      consent: values.consent === true,
    }),
  });

  const code = useFieldCodeSender(form, { field: 'phone', request: sendPhoneCode, shownAs: maskPhone, onFailure });

  const finish = submitWith((data) => sendIdentity({ kind: 'person', data }));

  return (
    <IdentityFormFrame
      form={form}
      name="person-identity"
      onFinish={finish}
      submitting={busy}
      consentRules={rulesFor('consent')}
    >
      <Form.Item name="realName" label={t('selfService.person.realName')} rules={rulesFor('realName')} required>
        <Input autoComplete="name" maxLength={50} />
      </Form.Item>
      <IdentityCodeItem
        name="idNumber"
        label={t('selfService.person.idNumber')}
        rules={rulesFor('idNumber')}
        hint={t('selfService.person.idNumberHint')}
      />
      <MobilePhoneItem name="phone" label={t('selfService.person.phone')} rules={rulesFor('phone')} />
      {phoneCodeRequired && (
        <VerificationCodeItem
          name="smsCode"
          label={t('selfService.person.smsCode')}
          rules={rulesFor('smsCode')}
          onSend={code.send}
          sentTo={code.sentTo}
        />
      )}
    </IdentityFormFrame>
  );
}
