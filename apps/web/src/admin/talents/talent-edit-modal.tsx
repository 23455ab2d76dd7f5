import '../../portal/talent-pool/talent-pool.css';
import { type AdminTalentDetail, TalentStaffInputSchema } from '@cityip/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TALENT_FORM_FIELDS,
  TalentEntryFields,
  type TalentFormValues,
  talentFormField,
  talentInputOf,
} from '../../portal/talent-pool/talent-entry-fields.js';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useSaveTalent } from './talents.api.js';

function valuesOf(entry: AdminTalentDetail | null): TalentFormValues {
  if (!entry) return { acceptsContact: true, qualifications: [] };
  return {
    name: entry.name,
    photo: entry.photo,
    organisation: entry.organisation,
    industries: entry.industries,
    ipcSections: entry.ipcSections,
    services: entry.services,
    qualifications: entry.qualifications,
    profile: entry.profile,
    acceptsContact: entry.acceptsContact,
    phone: entry.phone ?? '',
    email: entry.email ?? '',
  };
}

/**
 * Staff add an expert (published at once) or correct one and mark its certificate numbers
 * verified, checked with the same contract schema as the server. A new photo is the staff
 * member's own upload.
 */
export function TalentEditModal({ entry, onClose }: { entry: AdminTalentDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TalentFormValues>();
  const save = useSaveTalent();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: TalentStaffInputSchema,
    toInput: (values: TalentFormValues) => talentInputOf(values, true),
    fields: TALENT_FORM_FIELDS.filter((field) => field !== 'consent').map(talentFormField),
    formField: talentFormField,
  });
  return (
    <FormModal<TalentFormValues>
      form={form}
      name="talent-edit"
      title={entry ? t('talentAdmin.editTitle', { name: entry.name }) : t('talentAdmin.addTitle')}
      okText={t('talentAdmin.save')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      initialValues={valuesOf(entry)}
      onFinish={submitTo(save, { id: entry?.id, savedText: t('success.saved'), onSaved: onClose })}
      onClose={onClose}
      width={760}
    >
      <TalentEntryFields rulesFor={rulesFor} staff />
    </FormModal>
  );
}
