import { SMS_EVENTS, type SmsEvent, type SmsSettings, SmsSettingsInputSchema } from '@cityip/contracts';
import { Alert, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { useFormValuesOf } from '../shared/edit-page-frame.js';
import { ChannelSettingsFrame, SettingsSectionTitle } from './channel-settings-frame.js';
import { useSaveSmsSettings, useSmsSettings } from './notifications.api.js';
import { SecretFormItem } from './secret-form-item.js';

interface SmsFormValues {
  enabled: boolean;
  provider: string;
  endpoint: string;
  keyId: string;
  secret: string;
  signature: string;
  templates: Record<SmsEvent, string>;
}

const FIELDS = [
  'enabled',
  'provider',
  'endpoint',
  'keyId',
  'secret',
  'signature',
  ...SMS_EVENTS.map((event) => `templates.${event}`),
];

/** The stored settings as form values; the secret field starts empty (write-only). */
const toFormValues = ({ secretMasked: _masked, updatedAt: _updatedAt, ...settings }: SmsSettings): SmsFormValues => ({
  ...settings,
  secret: '',
});

const toInput = (values: SmsFormValues) => values;

/**
 * `/system/messagePlatform`: the third-party SMS platform (HTTP gateway, key, signature, a
 * template per event), a test SMS, and the SMS not delivered. Disabled, SMS go to the server log.
 */
export function SmsPlatformPage() {
  const { t } = useTranslation();
  const settings = useSmsSettings();
  const save = useSaveSmsSettings();
  const [form] = Form.useForm<SmsFormValues>();
  useFormValuesOf(form, settings.data, toFormValues);
  const { rulesFor, submitTo } = useContractForm({ form, schema: SmsSettingsInputSchema, toInput, fields: FIELDS });
  const onFinish = submitTo(save, {
    savedText: t('notifications.saved'),
    onSaved: () => form.setFieldValue('secret', ''),
  });

  return (
    <ChannelSettingsFrame
      kind="sms"
      name="sms-platform"
      title={t('admin.route.systemMessagePlatform')}
      settings={settings}
      notice={
        settings.data?.enabled === false && <Alert type="info" showIcon title={t('notifications.sms.enabledHint')} />
      }
      form={form}
      onFinish={onFinish}
      saving={save.isPending}
    >
      <SettingsSectionTitle title={t('notifications.sms.platform')} />
      <Form.Item name="enabled" label={t('notifications.sms.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="provider" label={t('notifications.sms.provider')} rules={rulesFor('provider')} required>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="endpoint" label={t('notifications.sms.endpoint')} rules={rulesFor('endpoint')} required>
            <Input
              type="url"
              maxLength={500}
              autoComplete="off"
              placeholder={t('notifications.sms.endpointPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="keyId" label={t('notifications.sms.keyId')} rules={rulesFor('keyId')} required>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SecretFormItem
            name="secret"
            label={t('notifications.sms.secret')}
            masked={settings.data?.secretMasked ?? null}
            rules={rulesFor('secret')}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="signature" label={t('notifications.sms.signature')} rules={rulesFor('signature')} required>
            <Input maxLength={30} autoComplete="off" placeholder={t('notifications.sms.signaturePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>

      <SettingsSectionTitle title={t('notifications.sms.templates')} hint={t('notifications.sms.templatesHint')} />
      <Row gutter={16}>
        {SMS_EVENTS.map((event) => (
          <Col xs={24} md={12} key={event}>
            <Form.Item
              name={['templates', event]}
              label={t('notifications.sms.template', { event: t(`notifications.event.${event}`) })}
              rules={rulesFor(`templates.${event}`)}
            >
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </ChannelSettingsFrame>
  );
}
