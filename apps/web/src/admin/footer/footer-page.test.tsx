import type { Footer, Link } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { fieldErrorOf, renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { FooterPage } from './footer-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const qr = { id: 'd'.repeat(64), name: 'wechat.png', mime: 'image/png', size: 2048 };
const current: Footer = {
  organiser: 'Demo City IP Administration',
  undertaker: 'Demo City IP Protection Centre',
  address: '1 Civic Road',
  phone: '0000-12345678',
  email: 'ip@demo.gov.cn',
  icpNumber: 'ICP 00000000-1',
  psbNumber: 'PSB 00000000000001',
  qrCodes: [{ label: 'WeChat', image: qr }],
  copyright: 'Copyright © Demo City',
  linkGroups: ['government'],
  updatedAt: null,
};
const cnipa: Link = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'CNIPA',
  url: 'https://www.cnipa.gov.cn',
  group: 'government',
  menuKey: null,
  icon: null,
  sortOrder: 0,
  enabled: true,
  updatedAt: '2024-01-01T00:00:00.000Z',
};

function serve(write: (options: Options) => unknown) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/footer' && !options.method) return { code: 200, msg: '', data: current };
    if (options.url === '/admin/links') return { code: 200, msg: '', data: [cnipa] };
    return write(options);
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByRole('region', { name: 'Footer preview' });

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('FooterPage', () => {
  it('loads the current footer into the form and the preview, and saves the edits', async () => {
    serve((options) => ({ code: 200, msg: 'Saved', data: { ...(options.data as Footer), updatedAt: 'now' } }));
    renderAdminPage(<FooterPage />, '/backStackSupport/home/footer');
    await waitFor(() => expect(field('Organiser').value).toBe('Demo City IP Administration'));
    expect(field('QR code 1 name').value).toBe('WeChat');
    expect(within(preview()).getByText('CNIPA')).toBeTruthy();
    expect(within(preview()).getByRole('img', { name: 'WeChat' })).toBeTruthy();

    fireEvent.change(field('Address'), { target: { value: '2 Harbour Road' } });
    await waitFor(() => expect(within(preview()).getByText('2 Harbour Road')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove QR code 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The footer has been saved.')).toBeTruthy();
    const { updatedAt: _updatedAt, ...rest } = current;
    expect(writes()).toEqual([
      { url: '/admin/footer', method: 'PUT', silent: true, data: { ...rest, address: '2 Harbour Road', qrCodes: [] } },
    ]);
  });

  it("shows the server's field error under its field", async () => {
    serve(() => {
      throw new ApiError('Invalid input', 'http', 400, 400, {
        code: 400,
        msg: 'Invalid input',
        data: {
          errors: [
            { field: 'email', message: 'Please enter a valid email address.' },
            { field: 'qrCodes.0.label', message: 'This is too long.' },
          ],
        },
      });
    });
    renderAdminPage(<FooterPage />, '/backStackSupport/home/footer');
    await waitFor(() => expect(field('Email').value).toBe('ip@demo.gov.cn'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf('Email')).toBe('Please enter a valid email address.'));
    expect(fieldErrorOf('QR code 1 name')).toBe('This is too long.');
    expect(fieldErrorOf('Organiser')).toBeNull();
  });

  it('checks the form with the contract before sending', async () => {
    serve(() => ({ code: 200, msg: '', data: current }));
    renderAdminPage(<FooterPage />, '/backStackSupport/home/footer');
    await waitFor(() => expect(field('Organiser').value).not.toBe(''));
    fireEvent.change(field('Organiser'), { target: { value: ' ' } });
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add QR code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf('Organiser')).toBe('This field is required.'));
    expect(fieldErrorOf('Email')).toBe('Please enter a valid email address.');
    expect(fieldErrorOf('QR code 2 name')).toBe('This field is required.');
    expect(writes()).toEqual([]);
  });

  it('says when the footer cannot be loaded', async () => {
    requestMock.mockImplementation((async () => {
      throw new ApiError('HTTP 503', 'http', 503, 503, { code: 503, msg: 'Service unavailable', data: null });
    }) as typeof request);
    renderAdminPage(<FooterPage />, '/backStackSupport/home/footer');
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
  });
});
