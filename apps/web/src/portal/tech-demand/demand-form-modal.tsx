import {
  addDays,
  localDateAt,
  type TechDemand,
  type TechDemandInput,
  TechDemandInputSchema,
  techDemandFormSchema,
} from '@cityip/contracts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { FormModal } from '../../admin/shared/form-modal.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import {
  DEMAND_FORM_FIELDS,
  DemandFormFields,
  demandFormValues,
  formFieldOf,
  formPathOf,
} from './demand-form-fields.js';

type Values = ReturnType<typeof demandFormValues> & { submit?: boolean };

/** What saves the form: an id for an existing demand, the input (with `submit` for a new one). */
export interface DemandSave {
  isPending: boolean;
  mutate: (
    variables: { id?: string; input: TechDemandInput },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

/**
 * Creates or edits a demand in a dialog. The company's form (`staff` false) wants a validity after
 * today and, for a new demand, asks whether to submit it at once; staff correct typos and may
 * leave a passed validity as it was.
 */
export function DemandFormModal({
  demand,
  staff = false,
  save,
  onClose,
}: {
  demand: TechDemand | null;
  staff?: boolean;
  save: DemandSave;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const today = localDateAt(new Date(), useCityTimeZone());
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: staff ? TechDemandInputSchema : techDemandFormSchema(today),
    fields: DEMAND_FORM_FIELDS,
    toInput: ({ submit: _submit, ...values }: Values) => values,
    formPath: formPathOf,
    formField: formFieldOf,
  });
  const creating = demand === null;
  // The schema's output plus the choice to submit, which only a new demand's request carries.
  const withSubmit: DemandSave = {
    isPending: save.isPending,
    mutate: (variables, options) =>
      save.mutate(
        creating
          ? // The create request is the input plus `submit` (TechDemandCreateSchema).
            {
              ...variables,
              input: { ...variables.input, submit: form.getFieldValue('submit') === true } as TechDemandInput,
            }
          : variables,
        options,
      ),
  };
  const title = creating ? t('techDemand.form.create') : t('techDemand.form.edit', { title: demand.title });
  return (
    <FormModal<Values>
      form={form}
      name="tech-demand"
      title={title}
      okText={t('techDemand.form.save')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={{ ...demandFormValues(demand, addDays(today, 90)), submit: creating ? true : undefined }}
      onFinish={submitTo(withSubmit, {
        id: demand?.id,
        savedText: t('techDemand.form.saved'),
        onSaved: onClose,
      })}
      onClose={onClose}
    >
      <DemandFormFields rulesFor={rulesFor} />
      {creating ? (
        <Form.Item name="submit" valuePropName="checked">
          <Checkbox>{t('techDemand.form.submitNow')}</Checkbox>
        </Form.Item>
      ) : null}
      {!creating && !staff && demand.status === 'published' ? (
        <p className="demand-form-note">{t('techDemand.form.backToReview')}</p>
      ) : null}
    </FormModal>
  );
}
