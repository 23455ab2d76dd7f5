import type { MailSettings, OutboxJob, SmsSettings } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope as ok,
  renderAdminPage,
  resetAdminTestsEach,
  serveReads,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { MailboxPage } from './mailbox-page.js';
import { SmsPlatformPage } from './sms-platform-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const mailbox: MailSettings = {
  host: 'smtp.demo.gov.cn',
  port: 465,
  security: 'tls',
  user: 'portal@demo.gov.cn',
  passwordMasked: '****9876',
  fromAddress: 'portal@demo.gov.cn',
  fromName: 'Demo City IP',
  defaultForward: 'window@demo.gov.cn',
  forwards: { rightsAid: ['aid@demo.gov.cn'] },
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const platform: SmsSettings = {
  enabled: false,
  provider: 'Demo SMS',
  endpoint: 'https://sms.demo.com/send',
  keyId: 'key-1',
  secretMasked: '****4321',
  signature: 'Demo City IP',
  templates: {
    verificationCode: 'SMS_1',
    applicationStatus: 'SMS_2',
    authenticationResult: '',
    consultation: '',
    test: 'SMS_1',
  },
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function job(overrides: Partial<OutboxJob>): OutboxJob {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'mail',
    event: 'applicationForward',
    recipient: 'aid@demo.gov.cn',
    subject: 'New application 20250101001',
    status: 'pending',
    attempts: 2,
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    nextAttemptAt: '2025-01-01T00:05:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const page = (items: OutboxJob[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

function serve(reads: Record<string, unknown>, write?: (options: Options) => unknown) {
  serveReads(requestMock, reads, write);
}

const writes = () => writeCalls(requestMock);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

resetAdminTestsEach(requestMock);

// Whole antd forms with a table below render slowly in jsdom on a shared machine.
describe('MailboxPage', { timeout: 40_000 }, () => {
  const reads = { '/admin/mailbox': mailbox, '/admin/mailbox/jobs': page([]) };

  it('shows the password only as its masked placeholder and saves a blank one to keep it', async () => {
    serve(reads, (options) => ok({ ...mailbox, ...(options.data as object) }));
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    await waitFor(() => expect(field('SMTP server').value).toBe('smtp.demo.gov.cn'));
    const password = field('Password (authorisation code)');
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('****9876');
    expect(screen.getByText('Stored (****9876). Leave blank to keep it.')).toBeTruthy();
    expect(screen.getByText('aid@demo.gov.cn')).toBeTruthy();

    typeInto('Port', '587');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings have been saved.')).toBeTruthy();
    const { passwordMasked: _masked, updatedAt: _updatedAt, ...rest } = mailbox;
    expect(writes()).toEqual([
      { url: '/admin/mailbox', method: 'PUT', silent: true, data: { ...rest, port: 587, password: '' } },
    ]);
  });

  it('checks the form with the contract before sending', async () => {
    serve(reads);
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    await waitFor(() => expect(field('SMTP server').value).not.toBe(''));
    typeInto('SMTP server', 'smtp demo');
    typeInto('Sender address', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fieldErrorOf('SMTP server')).toBe('Please enter a valid server host name.'));
    expect(fieldErrorOf('Sender address')).toBe('Please enter a valid email address.');
    expect(writes()).toEqual([]);
  });

  it("shows the server's errors on the fields, an address's on its kind's list", async () => {
    serve(reads, () => {
      throw new ApiError('Invalid input', 'http', 400, 400, {
        code: 400,
        msg: 'Invalid input',
        data: {
          errors: [
            { field: 'forwards.rightsAid.0', message: 'Please enter a valid email address.' },
            { field: 'password', message: 'A password is required when a user name is given.' },
          ],
        },
      });
    });
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    await waitFor(() => expect(field('SMTP server').value).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(fieldErrorOf('Forwarding addresses: IP rights aid request')).toBe('Please enter a valid email address.'),
    );
    expect(fieldErrorOf('Password (authorisation code)')).toBe('A password is required when a user name is given.');
  });

  it('sends a test mail and says when it could not go out', async () => {
    serve(reads, () => ok({ status: 'pending', error: 'connect ECONNREFUSED 127.0.0.1:465' }));
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    const to = await screen.findByLabelText('Recipient address');
    await waitFor(() => expect((to as HTMLInputElement).disabled).toBe(false));
    typeInto('Recipient address', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fieldErrorOf('Recipient address')).toBe('Please enter a valid email address.'));
    expect(writes()).toEqual([]);

    typeInto('Recipient address', 'me@demo.gov.cn');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Not sent; it is queued and will be retried automatically. Reason: connect ECONNREFUSED 127.0.0.1:465',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([
      { url: '/admin/mailbox/test', method: 'POST', silent: true, data: { to: 'me@demo.gov.cn' } },
    ]);
  });

  it('cannot send a test mail before the mailbox is first saved', async () => {
    serve({ ...reads, '/admin/mailbox': { ...mailbox, passwordMasked: null, updatedAt: null } });
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    expect(await screen.findByText('Nothing has been saved yet; nothing can be sent until it is.')).toBeTruthy();
    expect(field('Recipient address').disabled).toBe(true);
    expect(field('Password (authorisation code)').placeholder).toBe('Not set');
  });

  it('lists the mails not delivered and retries one now', async () => {
    const failed = job({ status: 'failed', attempts: 8 });
    serve({ ...reads, '/admin/mailbox/jobs': page([failed]) }, () => ok({ status: 'sent', error: null }));
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    const row = (await screen.findByText('New application 20250101001')).closest('tr') as HTMLElement;
    for (const text of [
      'aid@demo.gov.cn',
      'Application forwarding',
      '8',
      'connect ECONNREFUSED 127.0.0.1:25',
      'Failed',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(row).getByRole('button', { name: 'Retry now: aid@demo.gov.cn' }));
    expect(await screen.findByText('Sent.')).toBeTruthy();
    expect(writes()).toEqual([{ url: `/admin/mailbox/jobs/${failed.id}/retry`, method: 'POST', silent: true }]);
  });

  it('asks the server for failed mails only when that filter is chosen', async () => {
    serve(reads);
    renderAdminPage(<MailboxPage />, '/backStackSupport/system/transferEamil');
    fireEvent.click(await screen.findByRole('radio', { name: 'Failed' }));
    await waitFor(() =>
      expect(requestMock).toHaveBeenCalledWith(
        expect.objectContaining({ url: '/admin/mailbox/jobs', params: { page: 1, pageSize: 10, status: 'failed' } }),
      ),
    );
  });
});

describe('SmsPlatformPage', { timeout: 40_000 }, () => {
  const reads = {
    '/admin/sms': platform,
    '/admin/sms/jobs': page([job({ kind: 'sms', recipient: '138****5678', event: 'applicationStatus', subject: '' })]),
  };

  it('saves the platform with a blank secret kept and a template per event', async () => {
    serve(reads, (options) => ok({ ...platform, ...(options.data as object) }));
    renderAdminPage(<SmsPlatformPage />, '/backStackSupport/system/messagePlatform');
    await waitFor(() => expect(field('Provider').value).toBe('Demo SMS'));
    expect(field('Access key secret').placeholder).toBe('****4321');
    expect(field('Template id: Application progress').value).toBe('SMS_2');

    fireEvent.click(screen.getByRole('switch', { name: 'Enable the SMS platform' }));
    typeInto('Template id: Authentication result', 'SMS_3');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings have been saved.')).toBeTruthy();
    const { secretMasked: _masked, updatedAt: _updatedAt, ...rest } = platform;
    expect(writes()).toEqual([
      {
        url: '/admin/sms',
        method: 'PUT',
        silent: true,
        data: {
          ...rest,
          enabled: true,
          secret: '',
          templates: { ...platform.templates, authenticationResult: 'SMS_3' },
        },
      },
    ]);
  });

  it('refuses a plain-HTTP endpoint before sending', async () => {
    serve(reads);
    renderAdminPage(<SmsPlatformPage />, '/backStackSupport/system/messagePlatform');
    await waitFor(() => expect(field('Endpoint').value).not.toBe(''));
    typeInto('Endpoint', 'http://sms.demo.com/send');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(fieldErrorOf('Endpoint')).toBe('The endpoint must start with https:// (http:// only for this machine).'),
    );
    expect(writes()).toEqual([]);
  });

  it('sends a test SMS to a valid mobile number and lists undelivered SMS with the number masked', async () => {
    serve(reads, () => ok({ status: 'sent', error: null }));
    renderAdminPage(<SmsPlatformPage />, '/backStackSupport/system/messagePlatform');
    const row = (await screen.findByText('138****5678')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Application progress')).toBeTruthy();

    typeInto('Mobile number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fieldErrorOf('Mobile number')).toBe('Please enter a valid mobile phone number.'));
    typeInto('Mobile number', '13800001111');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent.')).toBeTruthy();
    expect(writes()).toEqual([
      { url: '/admin/sms/test', method: 'POST', silent: true, data: { phone: '13800001111' } },
    ]);
  });
});
