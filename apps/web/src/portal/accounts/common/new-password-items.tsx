import { PortalPasswordSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from './password-strength.js';

interface NewPasswordItemsProps {
  /** Field names of the new password and its confirmation. */
  name?: string;
  confirmName?: string;
  label: string;
  confirmLabel: string;
}

/** The policy check of the portal's password schema, as an antd rule. */
const policyRule = (translate: (key: string) => string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const result = PortalPasswordSchema.safeParse(value ?? '');
    if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? 'validation.portalPassword'));
  },
});

/** The strength of what was typed, announced politely as it changes. */
function StrengthHint({ field }: { field: string }) {
  const { t } = useTranslation();
  const value = Form.useWatch<string | undefined>(field);
  const strength = passwordStrength(value ?? '');
  return (
    <span className="password-hint">
      <span>{t('validation.portalPassword')}</span>
      <span aria-live="polite" className={strength ? `password-strength password-strength-${strength}` : undefined}>
        {strength ? t('selfService.password.strength', { level: t(`selfService.password.${strength}`) }) : ''}
      </span>
    </span>
  );
}

/**
 * A new password (checked against the portal's policy, with the policy text and a strength hint)
 * and its confirmation, which must match.
 */
export function NewPasswordItems({
  name = 'password',
  confirmName = 'confirm',
  label,
  confirmLabel,
}: NewPasswordItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={<StrengthHint field={name} />}
        validateFirst
        rules={[{ required: true, message: t('validation.required') }, policyRule(t)]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel}
        dependencies={[name]}
        validateFirst
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value !== getFieldValue(name)) throw new Error(t('selfService.password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  );
}
