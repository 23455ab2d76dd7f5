import {
  ApplicationActionInputSchema,
  type ApplicationDetail,
  COMMENT_REQUIRED,
  STAFF_ACTIONS,
  type StaffAction,
  statusLabelKey,
} from '@cityip/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useTakeAction } from './applications.api.js';

interface ActionValues {
  comment?: string;
}

const FIELDS = ['comment'] as const;

interface ActionModalProps {
  application: Pick<ApplicationDetail, 'id' | 'receiptNo' | 'status'>;
  action: StaffAction;
  onClose: () => void;
}

/**
 * Confirms a staff action with its comment, checked by the contract's schema: returning and
 * rejecting need one (the applicant's only explanation); for the others it is optional.
 */
export function ActionModal({ application, action, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionValues>();
  const take = useTakeAction();
  const needsComment = COMMENT_REQUIRED.includes(action);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: ApplicationActionInputSchema,
    toInput: (values: ActionValues) => ({ action, comment: values.comment ?? '' }),
    fields: FIELDS,
  });
  const actionName = t(`applicationAdmin.action.${action}`);

  return (
    <FormModal<ActionValues>
      form={form}
      name="application-action"
      title={t('applicationAdmin.confirm.title', { action: actionName, receiptNo: application.receiptNo })}
      okText={actionName}
      cancelText={t('applicationAdmin.confirm.cancel')}
      saving={take.isPending}
      initialValues={{ comment: '' }}
      onFinish={submitTo(take, {
        id: application.id,
        savedText: t('applicationAdmin.actionDone', { action: actionName }),
        onSaved: onClose,
      })}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('applicationAdmin.confirm.change', {
          from: t(statusLabelKey(application.status)),
          to: t(statusLabelKey(STAFF_ACTIONS[action])),
        })}
      </Typography.Paragraph>
      <Form.Item
        name="comment"
        label={t('applicationAdmin.confirm.comment')}
        required={needsComment}
        rules={rulesFor('comment')}
        extra={t(
          needsComment ? 'applicationAdmin.confirm.commentRequired' : 'applicationAdmin.confirm.commentOptional',
        )}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
    </FormModal>
  );
}
