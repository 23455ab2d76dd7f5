import { LOG_RETENTION_DAYS, latestPurgeCutoff } from '@cityip/contracts';
import { Alert, App, Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { usePurgeLogs } from './logs.api.js';

/** The last day whose entries may all go: the day before the retention period starts. */
function lastPurgeableDay(): Dayjs {
  return dayjs(latestPurgeCutoff()).startOf('day');
}

/**
 * The auditor's purge of entries past the retention period (separation of duties, security case
 * 12): entries written before the start of the chosen day go, after a confirmation. Days inside
 * the retention period cannot be picked; the server and the database refuse them too.
 */
export function LogPurge() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(lastPurgeableDay);
  const purge = usePurgeLogs();

  const run = async (before: Dayjs) => {
    try {
      const result = await purge.mutateAsync(before.startOf('day').format());
      message.success(t('logs.purge.done', { count: result.deleted }));
    } catch (error) {
      const text = fieldErrorsOf(error)[0]?.message ?? requestErrorText(error, t);
      if (text) message.error(text);
    }
  };

  const confirm = () => {
    if (!day) return;
    modal.confirm({
      title: t('logs.purge.confirmTitle'),
      content: t('logs.purge.confirmText', { date: day.format('YYYY-MM-DD') }),
      okText: t('logs.purge.submit'),
      okButtonProps: { danger: true },
      onOk: () => run(day),
    });
  };

  return (
    <section aria-labelledby="log-purge-title" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id="log-purge-title" style={{ fontSize: 16 }}>
        {t('logs.purge.title')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('logs.purge.rule', { days: LOG_RETENTION_DAYS })} />
      <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
        <label htmlFor="log-purge-before">{t('logs.purge.before')}</label>
        <DatePicker
          id="log-purge-before"
          value={day}
          onChange={setDay}
          allowClear={false}
          disabledDate={(candidate) => candidate.isAfter(lastPurgeableDay(), 'day')}
        />
        <Button danger disabled={!day} loading={purge.isPending} onClick={confirm}>
          {t('logs.purge.submit')}
        </Button>
      </Flex>
    </section>
  );
}
