import {
  IPC_SECTIONS,
  type IpcSection,
  QUALIFICATION_KINDS,
  type QualificationKind,
  TALENT_PROFILE_MAX,
  TALENT_QUALIFICATIONS_MAX,
  TALENT_SERVICES,
  type TalentService,
  TEXT_LIMITS,
  type UploadRef,
} from '@cityip/contracts';
import { Button, Checkbox, Form, Input, Select, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { uploadPrivateFile } from '../applications/applications.api.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { useTalentFormat } from './talent-format.js';

/** The form's values of an entry, for the applicant's form and the staff dialog alike. */
export interface TalentFormValues {
  name?: string;
  photo?: UploadRef | null;
  organisation?: string;
  industries?: string[];
  ipcSections?: IpcSection[];
  services?: TalentService[];
  qualifications?: { kind?: QualificationKind; number?: string; verified?: boolean }[];
  profile?: string;
  acceptsContact?: boolean;
  phone?: string;
  email?: string;
  consent?: boolean;
}

/** The fields that take the server's field errors. */
export const TALENT_FORM_FIELDS = [
  'name',
  'photoUploadId',
  'organisation',
  'industries',
  'ipcSections',
  'services',
  'qualifications',
  'profile',
  'acceptsContact',
  'phone',
  'email',
  'consent',
] as const;

/** The server names the photo `photoUploadId`; the form keeps the whole upload as `photo`. */
export const talentFormField = (field: string) => (field === 'photoUploadId' ? 'photo' : field);

/** The form's values as the contract input (both contracts take the same fields; `consent` only the applicant's). */
export function talentInputOf(values: TalentFormValues, staff: boolean) {
  return {
    name: values.name ?? '',
    photoUploadId: values.photo?.id ?? null,
    organisation: values.organisation ?? '',
    industries: values.industries ?? [],
    ipcSections: values.ipcSections ?? [],
    services: values.services ?? [],
    qualifications: (values.qualifications ?? []).map((q) => ({
      kind: q.kind,
      number: q.number ?? '',
      ...(staff ? { verified: q.verified ?? false } : {}),
    })),
    profile: values.profile ?? '',
    acceptsContact: values.acceptsContact ?? true,
    phone: values.phone ?? '',
    email: values.email ?? '',
    ...(staff ? {} : { consent: values.consent === true }),
  };
}

/** The photo: an image the user uploads as their own private upload, shown by its name. */
function PhotoField({
  value,
  onChange,
  id,
}: {
  value?: UploadRef | null;
  onChange?: (v: UploadRef | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="talent-photo-field">
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        customRequest={({ file }) => {
          setUploading(true);
          setError(null);
          uploadPrivateFile(file as File)
            .then((ref) => onChange?.(ref))
            .catch((failure: unknown) => setError(requestErrorText(failure) ?? String(failure)))
            .finally(() => setUploading(false));
        }}
      >
        <Button id={id} loading={uploading}>
          {t('talentPool.form.photo')}
        </Button>
      </Upload>
      {value ? (
        <span className="talent-photo-name">
          {value.name}{' '}
          <Button type="link" onClick={() => onChange?.(null)}>
            {t('talentPool.tab.removePhoto')}
          </Button>
        </span>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/**
 * The fields of an entry, checked with the contract schema through `rulesFor`: the applicant's
 * form (with the consent) and the staff dialog (with "verified" on each qualification).
 */
export function TalentEntryFields({
  rulesFor,
  staff,
}: {
  rulesFor: (field: string) => { validator: () => Promise<void> }[];
  staff: boolean;
}) {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const industries = useKeyIndustries() ?? [];
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <>
      <Form.Item name="name" label={t('talentPool.form.name')} rules={rulesFor('name')} required>
        <Input maxLength={TEXT_LIMITS.personName} autoComplete="name" />
      </Form.Item>
      <Form.Item name="photo" label={t('talentPool.form.photo')} extra={t('talentPool.form.photoHint')}>
        <PhotoField />
      </Form.Item>
      <Form.Item name="organisation" label={t('talentPool.form.organisation')} rules={rulesFor('organisation')}>
        <Input maxLength={TEXT_LIMITS.name} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="industries" label={t('talentPool.form.industries')} rules={rulesFor('industries')} required>
        <Select mode="multiple" options={industries.map((i) => ({ value: i.code, label: format.industry(i.code) }))} />
      </Form.Item>
      <Form.Item name="ipcSections" label={t('talentPool.form.ipcSections')} rules={rulesFor('ipcSections')}>
        <Select mode="multiple" options={options(IPC_SECTIONS, format.ipcSection)} />
      </Form.Item>
      <Form.Item name="services" label={t('talentPool.form.services')} rules={rulesFor('services')} required>
        <Select mode="multiple" options={options(TALENT_SERVICES, format.service)} />
      </Form.Item>
      <fieldset className="talent-qualifications">
        <legend>{t('talentPool.form.qualifications')}</legend>
        <Form.List name="qualifications">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <div key={row.key} className="talent-qualification-row">
                  <Form.Item
                    name={[row.name, 'kind']}
                    label={t('talentPool.form.qualificationKind')}
                    rules={rulesFor(`qualifications.${index}.kind`)}
                  >
                    <Select style={{ minWidth: 160 }} options={options(QUALIFICATION_KINDS, format.qualification)} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'number']}
                    label={t('talentPool.form.qualificationNumber')}
                    rules={rulesFor(`qualifications.${index}.number`)}
                  >
                    <Input maxLength={TEXT_LIMITS.code} />
                  </Form.Item>
                  {staff ? (
                    <Form.Item name={[row.name, 'verified']} valuePropName="checked">
                      <Checkbox>{t('talentPool.form.qualificationVerified')}</Checkbox>
                    </Form.Item>
                  ) : null}
                  <Form.Item>
                    <Button onClick={() => remove(row.name)}>
                      {t('talentPool.form.removeQualification', { index: index + 1 })}
                    </Button>
                  </Form.Item>
                </div>
              ))}
              {rows.length < TALENT_QUALIFICATIONS_MAX ? (
                <Button onClick={() => add({ kind: 'patentAttorney', number: '', verified: false })}>
                  {t('talentPool.form.addQualification')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item name="profile" label={t('talentPool.form.profile')} rules={rulesFor('profile')} required>
        <Input.TextArea maxLength={TALENT_PROFILE_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="acceptsContact" valuePropName="checked">
        <Checkbox>{t('talentPool.form.acceptsContact')}</Checkbox>
      </Form.Item>
      <p className="talent-contact-note">{t('talentPool.form.contactHint')}</p>
      <Form.Item name="phone" label={t('talentPool.form.phone')} rules={rulesFor('phone')}>
        <Input maxLength={TEXT_LIMITS.phone} autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('talentPool.form.email')}
        rules={rulesFor('email')}
        extra={staff ? undefined : t('talentPool.form.emailHint')}
      >
        <Input maxLength={TEXT_LIMITS.email} autoComplete="email" type="email" />
      </Form.Item>
      {staff ? null : (
        <Form.Item name="consent" valuePropName="checked" rules={rulesFor('consent')}>
          <Checkbox>{t('talentPool.form.consent')}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
