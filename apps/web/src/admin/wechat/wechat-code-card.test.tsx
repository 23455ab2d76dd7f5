import type { WechatCodeSettings } from '@cityip/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope,
  renderAdminPage,
  resetAdminTestsEach,
  serveReads,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { WechatCodeCard } from './wechat-code-card.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const image = { id: 'e'.repeat(64), name: 'qr.png', mime: 'image/png', size: 1024 };
const saved: WechatCodeSettings = { accountName: 'Demo City IP', image, updatedAt: '2024-01-01T00:00:00.000Z' };
const URL = '/admin/wechat/code';
const nameField = () => screen.getByLabelText('Service account name') as HTMLInputElement;

resetAdminTestsEach(requestMock);

describe('WechatCodeCard', () => {
  it('loads the saved account and image and saves a new name with the same image', async () => {
    serveReads(requestMock, { [URL]: saved }, (options) =>
      okEnvelope({ ...(options.data as object), updatedAt: 'now' }),
    );
    renderAdminPage(<WechatCodeCard />, '/backStackSupport/home/footer');
    expect(screen.getByRole('heading', { level: 2, name: 'WeChat service account QR code' })).toBeTruthy();
    await waitFor(() => expect(nameField().value).toBe('Demo City IP'));
    expect(screen.getByRole('link', { name: /qr\.png/ })).toBeTruthy();

    typeInto('Service account name', 'Demo City IP Office');
    fireEvent.click(screen.getByRole('button', { name: 'Save QR code' }));
    expect(await screen.findByText('The WeChat QR code was saved.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      expect.objectContaining({ url: URL, method: 'PUT', data: { accountName: 'Demo City IP Office', image } }),
    ]);
  });

  it('checks the form against the contract before saving: a name and an image are required', async () => {
    serveReads(requestMock, { [URL]: null });
    renderAdminPage(<WechatCodeCard />, '/backStackSupport/home/footer');
    await waitFor(() => expect(nameField().disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Remove QR code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save QR code' }));
    await waitFor(() => expect(fieldErrorOf('Service account name')).toBeTruthy());
    expect(writeCalls(requestMock)).toEqual([]);
  });

  it('removes the QR code after confirmation', async () => {
    serveReads(requestMock, { [URL]: saved });
    renderAdminPage(<WechatCodeCard />, '/backStackSupport/home/footer');
    await waitFor(() => expect(nameField().value).toBe('Demo City IP'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove QR code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The WeChat QR code was removed.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([expect.objectContaining({ url: URL, method: 'DELETE' })]);
    await waitFor(() => expect(nameField().value).toBe(''));
    expect(screen.queryByRole('button', { name: 'Remove QR code' })).toBeNull();
  });
});
