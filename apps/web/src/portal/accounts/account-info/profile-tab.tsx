import {
  type AccountProfile,
  formatTime,
  LOCALES,
  type Locale,
  ProfileUpdateInputSchema,
  ROLE_LABEL_KEYS,
} from '@cityip/contracts';
import { App, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WechatQrCode } from '../../../components/wechat-qr-code.js';
import { updateProfile, useRefreshSelfService } from '../common/accounts.api.js';
import { useAccountForm } from '../common/use-account-form.js';
import { AccountTabForm } from './account-tab-form.js';

interface ProfileValues {
  name?: string;
  organization?: string | null;
  language?: Locale;
}

const FIELDS = ['name', 'organization', 'language'] as const;

/**
 * The profile tab: the account's fixed facts, and what the owner may change: the display name, the
 * organisation and the language the portal's mails and texts reach them in.
 */
export function ProfileTab({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const refresh = useRefreshSelfService();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: ProfileUpdateInputSchema,
    fields: FIELDS,
    toInput: (values: ProfileValues) => ({
      name: values.name,
      organization: values.organization?.trim() || null,
      language: values.language,
    }),
  });

  const save = submitWith(async (input) => {
    await updateProfile(input);
    message.success(t('selfService.profile.saved'));
    await refresh();
  });

  return (
    <div className="account-tab">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'email', label: t('selfService.profile.email'), children: profile.email },
          {
            key: 'accountType',
            label: t('selfService.profile.accountType'),
            children: profile.accountType ? t(`account.type.${profile.accountType}`) : '-',
          },
          { key: 'role', label: t('selfService.profile.role'), children: t(ROLE_LABEL_KEYS[profile.role]) },
          { key: 'createdAt', label: t('selfService.profile.createdAt'), children: formatTime(profile.createdAt) },
        ]}
      />
      <AccountTabForm<ProfileValues>
        form={form}
        name="account-profile"
        className="account-form"
        initialValues={{ name: profile.name, organization: profile.organization, language: profile.language }}
        onFinish={save}
        busy={busy}
        submitText={t('selfService.profile.save')}
      >
        <Form.Item name="name" label={t('selfService.profile.name')} rules={rulesFor('name')} required>
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item name="organization" label={t('selfService.profile.organization')} rules={rulesFor('organization')}>
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="language"
          label={t('selfService.profile.language')}
          rules={rulesFor('language')}
          extra={t('selfService.profile.languageHint')}
        >
          <Select
            options={LOCALES.map((value) => ({ value, label: t(`selfService.profile.languageName.${value}`) }))}
          />
        </Form.Item>
      </AccountTabForm>
      <WechatQrCode />
    </div>
  );
}
