import type {
  MailSettings,
  MailSettingsInputSchema,
  NotificationKind,
  OutboxJob,
  OutboxQuery,
  Page,
  SendTestResult,
  SmsSettings,
  SmsSettingsInputSchema,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

/** Where each channel's settings, test send and queue live. */
const BASE: Record<NotificationKind, string> = { mail: '/admin/mailbox', sms: '/admin/sms' };

export type MailSettingsPayload = z.output<typeof MailSettingsInputSchema>;
export type SmsSettingsPayload = z.output<typeof SmsSettingsInputSchema>;

export const notificationKeys = {
  settings: (kind: NotificationKind) => ['admin', 'notifications', kind, 'settings'] as const,
  jobs: (kind: NotificationKind) => ['admin', 'notifications', kind, 'jobs'] as const,
};

function useSettings<T>(kind: NotificationKind) {
  return useQuery({ queryKey: notificationKeys.settings(kind), queryFn: () => callApi<T>({ url: BASE[kind] }) });
}

/** Saves a channel's settings (a blank secret keeps the stored one) and keeps the answer as current. */
function useSaveSettings<Input, T>(kind: NotificationKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: Input }) => callApi<T>({ url: BASE[kind], method: 'PUT', data: input }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings(kind), saved),
  });
}

export const useMailSettings = () => useSettings<MailSettings>('mail');
export const useSaveMailSettings = () => useSaveSettings<MailSettingsPayload, MailSettings>('mail');
export const useSmsSettings = () => useSettings<SmsSettings>('sms');
export const useSaveSmsSettings = () => useSaveSettings<SmsSettingsPayload, SmsSettings>('sms');

/** After a send the queue may have changed (a failed test stays queued). */
function useRefreshJobs(kind: NotificationKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.jobs(kind) });
}

/** "Send test": `{ to }` for mail, `{ phone }` for SMS; resolves with whether it went out. */
export function useSendTest(kind: NotificationKind) {
  const onSettled = useRefreshJobs(kind);
  return useMutation({
    mutationFn: (target: { to: string } | { phone: string }) =>
      callApi<SendTestResult>({ url: `${BASE[kind]}/test`, method: 'POST', data: target }),
    onSettled,
  });
}

/** One page of a channel's undelivered jobs, newest first. */
export function useOutboxJobs(kind: NotificationKind, query: OutboxQuery) {
  return useQuery({
    queryKey: [...notificationKeys.jobs(kind), query],
    queryFn: () =>
      callApi<Page<OutboxJob>>({
        url: `${BASE[kind]}/jobs`,
        params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      }),
    placeholderData: keepPreviousData,
  });
}

/** "Retry now" of one job. */
export function useRetryJob(kind: NotificationKind) {
  const onSettled = useRefreshJobs(kind);
  return useMutation({
    mutationFn: (id: string) =>
      callApi<SendTestResult>({ url: `${BASE[kind]}/jobs/${encodeURIComponent(id)}/retry`, method: 'POST' }),
    onSettled,
  });
}
