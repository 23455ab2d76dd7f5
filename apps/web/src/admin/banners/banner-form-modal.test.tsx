import type { Banner, FileRef, Link } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { pickOption as pickOptionIn, renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { uploadFile } from '../shared/upload-file.js';
import { BannerFormModal } from './banner-form-modal.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
vi.mock('../shared/upload-file.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../shared/upload-file.js')>()),
  uploadFile: vi.fn(),
}));
const requestMock = vi.mocked(request);
const uploadMock = vi.mocked(uploadFile);
type Options = Parameters<typeof request>[0];

const picture: FileRef = { id: 'b'.repeat(64), name: 'spring.png', mime: 'image/png', size: 4096 };
const platform: Link = {
  id: '00000000-0000-4000-8000-00000000000c',
  name: 'Evidence platform',
  url: 'https://evidence.example.com',
  group: 'platform',
  menuKey: 'evidencePreservation',
  icon: null,
  sortOrder: 0,
  enabled: true,
  updatedAt: '2024-01-01T00:00:00.000Z',
};
const onClose = vi.fn();

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/links') return { code: 200, msg: '', data: [platform] };
    return { code: 200, msg: '', data: options.data };
  }) as typeof request);
}

const dialog = () => screen.getByRole('dialog');
const writes = () => writeCalls(requestMock);

const pickOption = (label: string, option: string) => pickOptionIn(label, option, dialog());

/** Types a date and time into one end of the range picker and confirms it. */
function typeTime(placeholder: string, value: string) {
  const input = within(dialog()).getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

beforeEach(() => {
  requestMock.mockReset();
  uploadMock.mockReset();
  onClose.mockReset();
});
afterEach(cleanup);

describe('BannerFormModal', () => {
  it('posts the contract payload with the display window as ISO times with an offset', async () => {
    serve();
    uploadMock.mockResolvedValue(picture);
    renderAdminPage(<BannerFormModal banner={null} onClose={onClose} />, '/backStackSupport/home/banner');
    fireEvent.change(within(dialog()).getByLabelText('Title'), { target: { value: 'Spring IP week' } });
    fireEvent.change(within(dialog()).getByLabelText('Image'), {
      target: { files: [new File(['png'], 'spring.png', { type: 'image/png' })] },
    });
    await within(dialog()).findByRole('link', { name: 'spring.png' });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Jump link' }));
    await pickOption('Target link', 'Evidence platform (External service platforms)');
    typeTime('Start time', '2030-05-01 08:00');
    typeTime('End time', '2030-05-31 18:30');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = writes();
    expect(post).toMatchObject({ url: '/admin/banners', method: 'POST' });
    const data = post?.data as Record<string, string>;
    expect(data).toEqual({
      title: 'Spring IP week',
      image: picture,
      linkType: 'link',
      linkTarget: platform.id,
      sortOrder: 0,
      startAt: expect.stringMatching(/^2030-05-01T08:00:00[+-]\d\d:\d\d$/),
      endAt: expect.stringMatching(/^2030-05-31T18:30:00[+-]\d\d:\d\d$/),
      enabled: true,
    });
    expect(Date.parse(data.startAt ?? '')).toBe(new Date(2030, 4, 1, 8, 0).getTime());
    expect(screen.getByRole('figure').textContent).toContain('Spring IP week');
  });

  it('asks for the title and image, refuses a route that leaves the portal, and sends nothing', async () => {
    serve();
    renderAdminPage(<BannerFormModal banner={null} onClose={onClose} />, '/backStackSupport/home/banner');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findAllByText('This field is required.')).toHaveLength(2);

    uploadMock.mockResolvedValue(picture);
    fireEvent.change(within(dialog()).getByLabelText('Title'), { target: { value: 'Trap' } });
    fireEvent.change(within(dialog()).getByLabelText('Image'), {
      target: { files: [new File(['png'], 'spring.png', { type: 'image/png' })] },
    });
    await within(dialog()).findByRole('link', { name: 'spring.png' });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Portal page' }));
    fireEvent.change(await within(dialog()).findByLabelText('Portal path'), {
      target: { value: '//evil.example.com' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Please enter a portal path starting with /.')).toBeTruthy();
    await waitFor(() => expect(within(dialog()).queryAllByText('This field is required.')).toEqual([]));
    expect(writes()).toEqual([]);
  });

  it('keeps the stored window when editing and sends PUT', async () => {
    serve();
    const stored: Banner = {
      id: '00000000-0000-4000-8000-0000000000b1',
      title: 'Old title',
      image: picture,
      linkType: 'route',
      linkTarget: '/policySearch',
      href: '/policySearch',
      sortOrder: 3,
      startAt: '2030-01-01T00:00:00.000Z',
      endAt: null,
      enabled: false,
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    renderAdminPage(<BannerFormModal banner={stored} onClose={onClose} />, '/backStackSupport/home/banner');
    // Both fields of the window are labelled (axe: the end field had only its placeholder).
    expect(within(dialog()).getByLabelText('Display period').getAttribute('placeholder')).toBe('Start time');
    expect(within(dialog()).getByLabelText('End time').getAttribute('placeholder')).toBe('End time');
    fireEvent.change(within(dialog()).getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = writes();
    expect(put).toMatchObject({ url: `/admin/banners/${stored.id}`, method: 'PUT' });
    const data = put?.data as Record<string, unknown>;
    expect(data).toMatchObject({ title: 'New title', linkType: 'route', linkTarget: '/policySearch', sortOrder: 3 });
    expect(data).toMatchObject({ endAt: null, enabled: false });
    expect(Date.parse(String(data.startAt))).toBe(Date.parse('2030-01-01T00:00:00Z'));
  });
});
