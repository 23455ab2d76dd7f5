import type { NotificationKind } from '@cityip/contracts';
import { Button, Form, type FormInstance, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditPageFrame } from '../shared/edit-page-frame.js';
import { OutboxJobs } from './outbox-jobs.js';
import { SendTestForm } from './send-test-form.js';

interface ChannelSettingsFrameProps<Values> {
  kind: NotificationKind;
  /** The form's name; `<name>-title` is the id of the page's heading. */
  name: string;
  title: string;
  /** The read of the stored settings: the form waits for it. */
  settings: { data?: unknown; isPending: boolean; isError: boolean; error: unknown };
  /** What the page says above the form (not saved yet, switched off). */
  notice: ReactNode;
  form: FormInstance<Values>;
  onFinish: () => void;
  saving: boolean;
  /** Whether a test message cannot be sent yet. */
  testDisabled?: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A channel's settings page (mailbox, SMS platform): the settings form with its save button,
 * then a test send and the messages not delivered, which share the channel's queue.
 */
export function ChannelSettingsFrame<Values>({
  kind,
  name,
  title,
  settings,
  notice,
  form,
  onFinish,
  saving,
  testDisabled,
  children,
}: ChannelSettingsFrameProps<Values>) {
  const { t } = useTranslation();
  return (
    <EditPageFrame
      titleId={`${name}-title`}
      title={title}
      load={settings}
      loadFailedText={t('notifications.loadFailed')}
    >
      {notice}
      <Spin spinning={settings.isPending}>
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          style={{ maxWidth: 960 }}
          onFinish={onFinish}
          disabled={saving || !settings.data}
        >
          {children}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('notifications.save')}
          </Button>
        </Form>
      </Spin>
      <SendTestForm kind={kind} disabled={testDisabled} />
      <OutboxJobs kind={kind} />
    </EditPageFrame>
  );
}

/** The heading of a section of the settings form, with the hint below it. */
export function SettingsSectionTitle({ title, hint }: { title: string; hint?: string }) {
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16, margin: '24px 0 12px' }}>
        {title}
      </Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
    </>
  );
}
