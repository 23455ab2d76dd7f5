import {
  ACCOUNT_ROLES,
  type AccountRole,
  ROLE_LABEL_KEYS,
  type User,
  UserCreateInputSchema,
  UserUpdateInputSchema,
} from '@cityip/contracts';
import { Alert, App, Button, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { type FormFieldError, serverErrorsToFields, zodErrorMap, zodFieldRules } from '../shared/form-errors.js';
import { ACCOUNT_LIST_PATH } from './account-paths.js';
import { useCurrentUserId, useSaveUser, useUser } from './accounts.api.js';

interface AccountFormValues {
  name?: string;
  email?: string;
  phone?: string | null;
  organization?: string | null;
  role?: AccountRole;
  password?: string;
}

const CREATE_FIELDS = ['name', 'email', 'phone', 'organization', 'role', 'password'] as const;
const UPDATE_FIELDS = ['name', 'phone', 'organization', 'role'] as const;

/** Form values as the contract input: blank optional fields become null, create-only fields dropped on edit. */
function toInput(values: AccountFormValues, isEdit: boolean): Record<string, unknown> {
  const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);
  const base = {
    name: values.name ?? '',
    phone: blankToNull(values.phone),
    organization: blankToNull(values.organization),
    role: values.role,
  };
  return isEdit ? base : { ...base, email: values.email ?? '', password: values.password ?? '' };
}

function toFormValues(user: User): AccountFormValues {
  return { name: user.name, phone: user.phone, organization: user.organization, role: user.role };
}

/** `/account/infosOperation`: adds a user (no `id`) or edits one's basic information (`?id=`). */
export function AccountEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? undefined;
  const isEdit = Boolean(id);
  const user = useUser(id);
  const meId = useCurrentUserId();
  const save = useSaveUser(id);
  const [form] = Form.useForm<AccountFormValues>();
  const isSelf = isEdit && meId !== null && meId === id;
  // Error paths come from zod and the server at run time, so they cannot be typed as form names.
  const showFieldErrors = (fields: FormFieldError[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  useEffect(() => {
    if (user.data) form.setFieldsValue(toFormValues(user.data));
  }, [form, user.data]);

  const parse = (values: AccountFormValues) =>
    (isEdit ? UserUpdateInputSchema : UserCreateInputSchema).safeParse(toInput(values, isEdit), {
      error: zodErrorMap(i18n.language),
    });
  const rulesFor = zodFieldRules(() => parse(form.getFieldsValue(true)).error?.issues ?? [], t);

  const handleFinish = (values: AccountFormValues) => {
    const parsed = parse(values);
    // The field rules have already shown why; onFinish only runs once they pass.
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        message.success(t('accounts.form.saved'));
        navigate(ACCOUNT_LIST_PATH);
      },
      onError: (error) => {
        const fieldNames = isEdit ? UPDATE_FIELDS : CREATE_FIELDS;
        const { fields, others } = serverErrorsToFields(fieldErrorsOf(error), fieldNames);
        showFieldErrors(fields);
        const text = others[0] ?? requestErrorText(error, t);
        if (text) message.error(text);
      },
    });
  };

  const roleOptions = ACCOUNT_ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }));

  return (
    <section aria-labelledby="account-edit-title">
      <Typography.Title level={1} id="account-edit-title" style={{ fontSize: 20 }}>
        {t(isEdit ? 'accounts.editTitle' : 'accounts.createTitle')}
      </Typography.Title>
      {user.isError && (
        <Alert type="error" showIcon title={requestErrorText(user.error, t) ?? t('accounts.loadFailed')} role="alert" />
      )}
      <Spin spinning={isEdit && user.isPending}>
        <Form<AccountFormValues>
          form={form}
          name="account-edit"
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ role: 'common' }}
          onFinish={handleFinish}
          disabled={save.isPending || (isEdit && !user.data)}
        >
          <Form.Item name="name" rules={rulesFor('name')} label={t('accounts.form.name')} required>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          {!isEdit && (
            <Form.Item name="email" rules={rulesFor('email')} label={t('accounts.form.email')} required>
              <Input inputMode="email" maxLength={254} autoComplete="off" />
            </Form.Item>
          )}
          <Form.Item name="phone" rules={rulesFor('phone')} label={t('accounts.form.phone')}>
            <Input type="tel" maxLength={11} autoComplete="off" />
          </Form.Item>
          <Form.Item name="organization" rules={rulesFor('organization')} label={t('accounts.form.organization')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="role"
            rules={rulesFor('role')}
            label={t('accounts.form.role')}
            required
            extra={isSelf ? t('accounts.selfHint') : undefined}
          >
            <Select options={roleOptions} disabled={isSelf} />
          </Form.Item>
          {!isEdit && (
            <Form.Item
              name="password"
              rules={rulesFor('password')}
              label={t('accounts.form.password')}
              required
              extra={t('validation.password')}
            >
              <Input.Password maxLength={64} autoComplete="new-password" />
            </Form.Item>
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('accounts.form.save')}
            </Button>
            {/* Leaving stays possible while the form is disabled (loading or saving). */}
            <Button onClick={() => navigate(ACCOUNT_LIST_PATH)} disabled={false}>
              {t('accounts.form.cancel')}
            </Button>
          </Space>
        </Form>
      </Spin>
    </section>
  );
}
