import { CompanyIdentityInputSchema, type UploadRef } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountForm } from '../common/use-account-form.js';
import { IdentityFormFrame, useSendIdentity } from './identity-form-frame.js';
import { IdentityCodeItem, MobilePhoneItem } from './identity-items.js';
import { LicenceUpload } from './licence-upload.js';

interface CompanyIdentityValues {
  companyName?: string;
  creditCode?: string;
  legalRepresentative?: string;
  contactName?: string;
  contactPhone?: string;
  license?: UploadRef | null;
  consent?: boolean;
}

const FIELDS = [
  'companyName',
  'creditCode',
  'legalRepresentative',
  'contactName',
  'contactPhone',
  'license',
  'consent',
] as const;

/** The contract names the licence by its upload id; the form keeps the whole upload to show its name. */
const toFormField = (field: string) => (field === 'licenseUploadId' ? 'license' : field);

/**
 * Step 2 of `/companyAuth`: company name, unified social credit code (checksum checked as the
 * server checks it), legal representative, contact and phone, the business licence and consent.
 */
export function CompanyIdentityForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyIdentityValues>();
  const sendIdentity = useSendIdentity();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: CompanyIdentityInputSchema,
    fields: FIELDS,
    toInput: ({ license, ...values }: CompanyIdentityValues) => ({
      ...values,
      licenseUploadId: license?.id,
      consent: values.consent === true,
    }),
    formPath: (path) => path.map((part) => (part === 'licenseUploadId' ? 'license' : part)),
    formField: toFormField,
  });
  const finish = submitWith((data) => sendIdentity({ kind: 'company', data }));

  const text = (name: keyof CompanyIdentityValues, label: string, maxLength: number, autoComplete = 'off') => (
    <Form.Item name={name} label={label} rules={rulesFor(name)} required>
      <Input autoComplete={autoComplete} maxLength={maxLength} />
    </Form.Item>
  );

  return (
    <IdentityFormFrame
      form={form}
      name="company-identity"
      onFinish={finish}
      submitting={busy}
      consentRules={rulesFor('consent')}
    >
      {text('companyName', t('selfService.company.name'), 100, 'organization')}
      <IdentityCodeItem
        name="creditCode"
        label={t('selfService.company.creditCode')}
        rules={rulesFor('creditCode')}
        hint={t('selfService.company.creditCodeHint')}
      />
      {text('legalRepresentative', t('selfService.company.legalRepresentative'), 50)}
      {text('contactName', t('selfService.company.contactName'), 50, 'name')}
      <MobilePhoneItem
        name="contactPhone"
        label={t('selfService.company.contactPhone')}
        rules={rulesFor('contactPhone')}
      />
      <Form.Item
        name="license"
        label={t('selfService.company.license')}
        rules={rulesFor('license')}
        extra={t('selfService.company.licenseHint')}
        required
      >
        <LicenceUpload />
      </Form.Item>
    </IdentityFormFrame>
  );
}
