import { type InterestTarget, type MatchInterestInput, MatchInterestInputSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { FormModal } from '../../admin/shared/form-modal.js';
import { useMarkInterest } from './matchmaking.api.js';

/** What the company is interested in, as the matches list shows it. */
export interface InterestTargetRef {
  kind: InterestTarget;
  id: string;
  /** The patent's title or the expert's name: the dialog says what the request is about. */
  label: string;
}

type Values = Pick<MatchInterestInput, 'contactName' | 'contactPhone' | 'note'>;
const FIELDS = ['contactName', 'contactPhone', 'note'] as const;

/**
 * "Request matchmaking" for one match: whom staff should call and what the company would like.
 * The server files a technology-matchmaking application; staff broker the contact.
 */
export function InterestModal({
  demandId,
  target,
  onClose,
}: {
  demandId: string;
  target: InterestTargetRef;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mark = useMarkInterest(demandId);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: MatchInterestInputSchema,
    fields: FIELDS,
    toInput: (values: Values) => ({ ...values, targetKind: target.kind, targetId: target.id }),
  });
  return (
    <FormModal
      form={form}
      name="match-interest"
      title={t('portal.matches.interestTitle', { name: target.label })}
      okText={t('portal.matches.interestOk')}
      cancelText={t('portal.matches.cancel')}
      saving={mark.isPending}
      initialValues={{ contactName: '', contactPhone: '', note: '' }}
      onFinish={submitTo(mark, { savedText: t('portal.matches.interestSent'), onSaved: onClose })}
      onClose={onClose}
    >
      <p>{t('portal.matches.interestIntro')}</p>
      <Form.Item name="contactName" label={t('portal.matches.contactName')} rules={rulesFor('contactName')} required>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('portal.matches.contactPhone')} rules={rulesFor('contactPhone')} required>
        <Input autoComplete="tel" inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="note" label={t('portal.matches.note')} rules={rulesFor('note')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
    </FormModal>
  );
}
