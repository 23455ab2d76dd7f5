import { addDays, localDateAt, type TechDemand, TechDemandRenewSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../admin/shared/contract-form.js';
import { FormModal } from '../../../admin/shared/form-modal.js';
import { useCityTimeZone } from '../../../components/column-gate/column-status.api.js';
import { useRenewDemand } from '../../tech-demand/tech-demands.api.js';

/** A later end of validity for one's own demand: a published one stays on the site without review. */
export function DemandRenewModal({ demand, onClose }: { demand: TechDemand; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ validUntil: string }>();
  const renew = useRenewDemand();
  const today = localDateAt(new Date(), useCityTimeZone());
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: TechDemandRenewSchema.refine((input) => input.validUntil > today, {
      error: 'validation.validUntilFuture',
      path: ['validUntil'],
    }),
    fields: ['validUntil'],
    toInput: (values: { validUntil: string }) => values,
  });
  // The later of the current end and today (dates as `YYYY-MM-DD` sort as text).
  const start = [demand.validUntil, today].sort().at(-1) ?? today;
  return (
    <FormModal
      form={form}
      name="tech-demand-renew"
      title={t('selfService.demands.renewTitle', { title: demand.title })}
      okText={t('selfService.demands.renew')}
      cancelText={t('common.cancel')}
      saving={renew.isPending}
      initialValues={{ validUntil: addDays(start, 90) }}
      onFinish={submitTo(renew, { id: demand.id, savedText: t('selfService.demands.renewed'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item name="validUntil" label={t('techDemand.field.validUntil')} rules={rulesFor('validUntil')} required>
        <Input type="date" />
      </Form.Item>
    </FormModal>
  );
}
