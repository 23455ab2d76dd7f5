import {
  APPLICATION_KIND_KEYS,
  type ApplicationKindKey,
  applicationKindName,
  type MailSettings,
  MailSettingsInputSchema,
  SMTP_SECURITY,
  type SmtpSecurity,
} from '@cityip/contracts';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { useFormValuesOf } from '../shared/edit-page-frame.js';
import { ChannelSettingsFrame, SettingsSectionTitle } from './channel-settings-frame.js';
import { useMailSettings, useSaveMailSettings } from './notifications.api.js';
import { SecretFormItem } from './secret-form-item.js';

interface MailFormValues {
  host: string;
  port: number | null;
  security: SmtpSecurity;
  user: string;
  password: string;
  fromAddress: string;
  fromName: string;
  defaultForward: string;
  forwards: Partial<Record<ApplicationKindKey, string[]>>;
}

const FIELDS = [
  'host',
  'port',
  'security',
  'user',
  'password',
  'fromAddress',
  'fromName',
  'defaultForward',
  ...APPLICATION_KIND_KEYS.map((kind) => `forwards.${kind}`),
];

/** The stored settings as form values; the password field starts empty (write-only). */
const toFormValues = ({
  passwordMasked: _masked,
  updatedAt: _updatedAt,
  ...settings
}: MailSettings): MailFormValues => ({
  ...settings,
  password: '',
});

const toInput = (values: MailFormValues) => ({
  ...values,
  port: values.port ?? undefined,
  forwards: values.forwards ?? {},
});

/** A kind's address list shows its errors on the list, whichever address is at fault. */
const listPath = (path: readonly PropertyKey[]) => (path[0] === 'forwards' ? path.slice(0, 2) : [...path]);

/**
 * `/system/transferEamil`: the SMTP account mail is sent with, where new applications are
 * forwarded (per kind, else the default mailbox), a test mail, and the mails not delivered.
 */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const [form] = Form.useForm<MailFormValues>();
  useFormValuesOf(form, settings.data, toFormValues);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: MailSettingsInputSchema,
    toInput,
    fields: FIELDS,
    formPath: listPath,
    formField: (field) => listPath(field.split('.')).join('.'),
  });
  const english = i18n.language === 'en-US';
  const onFinish = submitTo(save, {
    savedText: t('notifications.saved'),
    onSaved: () => form.setFieldValue('password', ''),
  });

  return (
    <ChannelSettingsFrame
      kind="mail"
      name="mailbox"
      title={t('admin.route.systemTransferEmail')}
      settings={settings}
      notice={
        settings.data?.updatedAt === null && <Alert type="info" showIcon title={t('notifications.notSavedYet')} />
      }
      form={form}
      onFinish={onFinish}
      saving={save.isPending}
      testDisabled={!settings.data?.updatedAt}
    >
      <SettingsSectionTitle title={t('notifications.mail.account')} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="host" label={t('notifications.mail.host')} rules={rulesFor('host')} required>
            <Input maxLength={253} autoComplete="off" placeholder={t('notifications.mail.hostPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="port" label={t('notifications.mail.port')} rules={rulesFor('port')} required>
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="security" label={t('notifications.mail.security')} rules={rulesFor('security')} required>
            <Select
              options={SMTP_SECURITY.map((value) => ({ value, label: t(`notifications.mail.security.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="user"
            label={t('notifications.mail.user')}
            rules={rulesFor('user')}
            extra={t('notifications.mail.userHint')}
          >
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SecretFormItem
            name="password"
            label={t('notifications.mail.password')}
            masked={settings.data?.passwordMasked ?? null}
            rules={rulesFor('password')}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="fromAddress"
            label={t('notifications.mail.fromAddress')}
            rules={rulesFor('fromAddress')}
            required
          >
            <Input type="email" maxLength={254} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="fromName" label={t('notifications.mail.fromName')} rules={rulesFor('fromName')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>

      <SettingsSectionTitle title={t('notifications.mail.forwarding')} hint={t('notifications.mail.forwardingHint')} />
      <Form.Item
        name="defaultForward"
        label={t('notifications.mail.defaultForward')}
        rules={rulesFor('defaultForward')}
        style={{ maxWidth: 468 }}
      >
        <Input type="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        {APPLICATION_KIND_KEYS.map((kind) => (
          <Col xs={24} md={12} key={kind}>
            <Form.Item
              name={['forwards', kind]}
              label={t('notifications.mail.kindForward', {
                kind: applicationKindName(kind, english ? 'en-US' : 'zh-CN'),
              })}
              rules={rulesFor(`forwards.${kind}`)}
              extra={t('notifications.mail.kindForwardHint')}
            >
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                tokenSeparators={[',', ';', ' ']}
                placeholder={t('notifications.mail.kindForwardPlaceholder')}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </ChannelSettingsFrame>
  );
}
