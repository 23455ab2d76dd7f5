import {
  AccountEmailSchema,
  type ConsultContactChannel,
  isMessageKey,
  MobilePhoneSchema,
  maskPhone,
  TEXT_LIMITS,
} from '@cityip/contracts';
import { Form, type FormInstance, type FormRule, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fields a visitor's contact takes in the consultation forms. */
export interface ContactValues {
  channel?: ConsultContactChannel;
  contact?: string;
}

/** The contact as the code field says where the code went: a phone masked, an email as typed. */
export function shownContact(form: FormInstance): string {
  const contact = String(form.getFieldValue('contact') ?? '').trim();
  return form.getFieldValue('channel') === 'sms' ? (maskPhone(contact) ?? contact) : contact;
}

/**
 * How a visitor is reached: by email, or by SMS when the portal's SMS platform is enabled (only
 * then is there a choice), and the address itself, checked by its channel as the server checks it.
 */
export function ContactItems({ smsAvailable, rules }: { smsAvailable: boolean; rules: FormRule[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const channel = (Form.useWatch('channel', form) ?? 'email') as ConsultContactChannel;
  const ownFormat: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      const schema = form.getFieldValue('channel') === 'sms' ? MobilePhoneSchema : AccountEmailSchema;
      const parsed = schema.safeParse(value ?? '');
      const message = parsed.error?.issues[0]?.message;
      if (message) throw new Error(isMessageKey(message) ? t(message) : message);
    },
  };
  return (
    <>
      {smsAvailable ? (
        <Form.Item name="channel" label={t('consult.field.channel')} required>
          <Radio.Group
            options={[
              { value: 'email', label: t('consult.channel.email') },
              { value: 'sms', label: t('consult.channel.sms') },
            ]}
            onChange={() => form.setFields([{ name: 'contact', errors: [] }])}
          />
        </Form.Item>
      ) : (
        <Form.Item name="channel" hidden>
          <Input />
        </Form.Item>
      )}
      <Form.Item
        name="contact"
        label={t(channel === 'sms' ? 'consult.field.phone' : 'consult.field.email')}
        extra={t(channel === 'sms' ? 'consult.contactHint.sms' : 'consult.contactHint.email')}
        rules={[ownFormat, ...rules]}
        validateFirst
        required
      >
        <Input
          autoComplete={channel === 'sms' ? 'tel' : 'email'}
          inputMode={channel === 'sms' ? 'tel' : 'email'}
          maxLength={channel === 'sms' ? TEXT_LIMITS.phone : TEXT_LIMITS.email}
        />
      </Form.Item>
    </>
  );
}
