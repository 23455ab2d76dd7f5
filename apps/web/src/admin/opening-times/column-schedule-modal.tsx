import {
  type ColumnSchedule,
  ColumnScheduleInputSchema,
  columnOf,
  isMessageKey,
  OPENING_MODES,
  type OpeningMode,
  type WeeklySchedule,
} from '@cityip/contracts';
import { App, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { zodErrorMap } from '../shared/form-errors.js';
import { useSaveSchedule } from './opening-times.api.js';
import { WeeklyHoursEditor } from './weekly-hours-editor.js';

interface ScheduleFormValues {
  mode: OpeningMode;
  closedMessage: string;
  closedMessageEn: string;
}

/** Dialog that edits one column's opening times, checked with the contract's schema. */
export function ColumnScheduleModal({ schedule, onClose }: { schedule: ColumnSchedule; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ScheduleFormValues>();
  const mode = Form.useWatch('mode', form) ?? schedule.mode;
  const [weekly, setWeekly] = useState<WeeklySchedule>(schedule.weekly);
  const [weeklyErrors, setWeeklyErrors] = useState<Record<string, string>>({});
  const save = useSaveSchedule();
  const column = columnOf(schedule.key);

  const submit = (values: ScheduleFormValues) => {
    const parsed = ColumnScheduleInputSchema.safeParse({ ...values, weekly }, { error: zodErrorMap(i18n.language) });
    if (!parsed.success) {
      const byPath: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, ...rest] = issue.path.map(String);
        const text = isMessageKey(issue.message) ? t(issue.message) : issue.message;
        if (first === 'weekly') byPath[rest.join('.')] ??= text;
        else if (first) form.setFields([{ name: first as keyof ScheduleFormValues, errors: [text] }]);
      }
      setWeeklyErrors(byPath);
      return;
    }
    setWeeklyErrors({});
    save.mutate(
      { key: schedule.key, input: parsed.data },
      {
        onSuccess: () => {
          message.success(t('openingTimes.saved'));
          onClose();
        },
        onError: (error) => {
          const weeklyFromServer = Object.fromEntries(
            fieldErrorsOf(error)
              .filter((e) => e.field.startsWith('weekly.'))
              .map((e) => [e.field.slice('weekly.'.length), e.message]),
          );
          setWeeklyErrors(weeklyFromServer);
          const text = requestErrorText(error, t);
          if (text) message.error(text);
        },
      },
    );
  };

  return (
    <ReturnFocusModal
      width={720}
      title={t('openingTimes.form.title', { column: i18n.language === 'en-US' ? column.nameEn : column.name })}
      okText={t('openingTimes.form.save')}
      cancelText={t('openingTimes.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<ScheduleFormValues>
        form={form}
        name="column-schedule"
        layout="vertical"
        initialValues={{
          mode: schedule.mode,
          closedMessage: schedule.closedMessage,
          closedMessageEn: schedule.closedMessageEn,
        }}
        onFinish={submit}
        disabled={save.isPending}
      >
        <Form.Item name="mode" label={t('openingTimes.form.mode')}>
          <Radio.Group options={OPENING_MODES.map((value) => ({ value, label: t(`openingTimes.mode.${value}`) }))} />
        </Form.Item>
        {mode === 'scheduled' && (
          <WeeklyHoursEditor value={weekly} onChange={setWeekly} errors={weeklyErrors} disabled={save.isPending} />
        )}
        <Form.Item
          name="closedMessage"
          label={t('openingTimes.form.closedMessage')}
          extra={t('openingTimes.form.closedMessageHint')}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="closedMessageEn" label={t('openingTimes.form.closedMessageEn')}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </ReturnFocusModal>
  );
}
