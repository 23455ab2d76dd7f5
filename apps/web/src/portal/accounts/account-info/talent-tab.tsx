import '../../talent-pool/talent-pool.css';
import { type MyTalent, TalentApplicationInputSchema } from '@cityip/contracts';
import { Alert, App, Button, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractForm } from '../../../admin/shared/contract-form.js';
import { requestErrorText } from '../../../api/error-text.js';
import { FocusPopconfirm } from '../../../components/focus-popconfirm.js';
import {
  TALENT_FORM_FIELDS,
  TalentEntryFields,
  type TalentFormValues,
  talentFormField,
  talentInputOf,
} from '../../talent-pool/talent-entry-fields.js';
import { talentHref, useMyTalent, useSaveMyTalent, useWithdrawMyTalent } from '../../talent-pool/talent-pool.api.js';
import { AccountTabForm } from './account-tab-form.js';

/** The form's starting values: one's entry, or an empty application that takes contact requests. */
function initialValuesOf(entry: MyTalent | null): TalentFormValues {
  if (!entry) return { acceptsContact: true, qualifications: [], consent: false };
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
    consent: false,
  };
}

/** Status, reject reason and the withdraw action of an existing entry. */
function EntryStatus({ entry }: { entry: MyTalent }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const withdraw = useWithdrawMyTalent();
  const status = t(`talentPool.status.${entry.status}`);
  const note =
    entry.status === 'pending'
      ? t('talentPool.tab.pendingNote')
      : entry.status === 'published'
        ? t('talentPool.tab.publishedNote')
        : null;
  return (
    <div className="talent-tab-status">
      <Alert
        type={entry.status === 'rejected' ? 'error' : entry.status === 'published' ? 'success' : 'info'}
        showIcon
        title={t('talentPool.tab.status', { status })}
        description={
          <>
            {entry.rejectReason && entry.status === 'rejected' ? (
              <p>{t('talentPool.tab.rejectReason', { reason: entry.rejectReason })}</p>
            ) : null}
            {note ? <p>{note}</p> : null}
            {entry.status === 'published' ? <Link to={talentHref(entry.id)}>{t('talentPool.tab.view')}</Link> : null}
          </>
        }
      />
      {entry.status === 'withdrawn' ? null : (
        <FocusPopconfirm
          title={t('talentPool.tab.withdrawTitle')}
          description={t('talentPool.tab.withdrawText')}
          okText={t('talentPool.tab.withdrawOk')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => message.success(t('success.talentWithdrawn')),
              onError: (error) => message.error(requestErrorText(error) ?? String(error)),
            })
          }
        >
          <Button danger loading={withdraw.isPending}>
            {t('talentPool.tab.withdraw')}
          </Button>
        </FocusPopconfirm>
      )}
    </div>
  );
}

/** The application form, checked with the same contract schema as the server. */
function ApplicationForm({ entry }: { entry: MyTalent | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TalentFormValues>();
  const save = useSaveMyTalent();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: TalentApplicationInputSchema,
    toInput: (values: TalentFormValues) => talentInputOf(values, false),
    fields: TALENT_FORM_FIELDS.map(talentFormField),
    formField: talentFormField,
  });
  // The applicant's form saves without an id: there is one entry per person.
  const mutation = {
    mutate: (variables: { input: Parameters<typeof save.mutate>[0] }, options: Parameters<typeof save.mutate>[1]) =>
      save.mutate(variables.input, options),
  };
  return (
    <AccountTabForm<TalentFormValues>
      form={form}
      name="talent-application"
      className="account-form account-tab talent-form"
      initialValues={initialValuesOf(entry)}
      busy={save.isPending}
      submitText={t(entry ? 'talentPool.tab.update' : 'talentPool.tab.apply')}
      onFinish={submitTo(mutation, {
        savedText: t('success.talentSubmitted'),
        onSaved: () => form.setFieldValue('consent', false),
      })}
    >
      <TalentEntryFields rulesFor={rulesFor} staff={false} />
    </AccountTabForm>
  );
}

/**
 * `/frontAccountInfo?tab=talent`: apply to the talent pool, see the review's status and reason,
 * change the entry (back to review) or withdraw it at once.
 */
export function TalentTab() {
  const { t } = useTranslation();
  const mine = useMyTalent();
  if (mine.isPending) return <Spin />;
  if (mine.isError) return <Alert type="error" showIcon title={requestErrorText(mine.error) ?? String(mine.error)} />;
  const entry = mine.data;
  return (
    <div className="account-tab talent-tab">
      <p>{t('talentPool.tab.intro')}</p>
      {entry ? <EntryStatus entry={entry} /> : null}
      <ApplicationForm key={entry?.updatedAt ?? 'new'} entry={entry} />
    </div>
  );
}
