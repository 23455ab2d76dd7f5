import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildArticle } from '../../../test/factories.js';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { fieldErrorOf, pickOption, renderAdminPage, typeInto, writeCalls } from '../shared/admin-test-utils.js';
import { polyfillRangeRects } from '../shared/editor-test-polyfills.js';
import { PolicyEditPage } from './content-edit-pages.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

polyfillRangeRects();

const stored = buildArticle({
  id: '00000000-0000-4000-8000-000000000042',
  tags: ['资助'],
  attachments: [{ id: 'c'.repeat(64), name: '申报表.docx', mime: 'application/msword', size: 4096 }],
});

/** Answers GET of the stored policy; `write` answers the save call. */
function serve(write: (options: Options) => unknown) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === `/admin/policies/${stored.id}` && !options.method) return { code: 200, msg: '', data: stored };
    return write(options);
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('PolicyEditPage', () => {
  it('checks the contract schema on the fields and sends nothing while it fails', async () => {
    serve(() => ({ code: 200, msg: '', data: stored }));
    renderAdminPage(<PolicyEditPage />, '/backStackSupport/content/policyOpreation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add policy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldErrorOf('Title')).toBe('This field is required.'));
    expect(fieldErrorOf('Policy level')).toBe('This field is required.');
    expect(fieldErrorOf('Issuing authority')).toBe('This field is required.');
    expect(fieldErrorOf('Document number')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('creates a policy with the parsed payload and shows the server field error under its field', async () => {
    serve(() => {
      throw new ApiError('Invalid input', 'http', 400, 400, {
        code: 400,
        msg: 'Invalid input',
        data: { errors: [{ field: 'docNumber', message: '该发文字号已存在' }] },
      });
    });
    renderAdminPage(<PolicyEditPage />, '/backStackSupport/content/policyOpreation');
    typeInto('Title', '  示范市专利资助办法 ');
    await pickOption('Policy level', 'City');
    typeInto('Document number', '示知发〔2024〕3号');
    typeInto('Issuing authority', '示范市知识产权局');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldErrorOf('Document number')).toBe('该发文字号已存在'));
    expect(fieldErrorOf('Title')).toBeNull();
    expect(writes()).toEqual([
      {
        url: '/admin/policies',
        method: 'POST',
        silent: true,
        data: {
          title: '示范市专利资助办法',
          summary: '',
          body: '',
          attachments: [],
          status: 'draft',
          pinned: false,
          publishAt: null,
          level: 'city',
          docNumber: '示知发〔2024〕3号',
          authority: '示范市知识产权局',
          publishDate: dayjs().format('YYYY-MM-DD'),
          effectiveDate: null,
          expiryDate: null,
          tags: [],
        },
      },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/content/policyOpreation');
  });

  it('edits a stored policy, previews the unsaved changes and returns to the list after saving', async () => {
    serve((options) => ({ code: 200, msg: '保存成功', data: { ...stored, ...(options.data as object) } }));
    renderAdminPage(<PolicyEditPage />, `/backStackSupport/content/policyOpreation?id=${stored.id}`);
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(stored.title));
    expect(await screen.findByRole('link', { name: '申报表.docx' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' }).textContent).toContain('第一条'));
    typeInto('Title', '示范市专利资助办法（修订）');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('heading', { level: 2 }).textContent).toBe('示范市专利资助办法（修订）');
    expect(within(drawer).getByText('示范市知识产权局')).toBeTruthy();
    expect(within(drawer).getByText('第一条 为鼓励发明创造……')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Download attachment: 申报表.docx' })).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/content/policy'));
    expect(writes()).toEqual([
      expect.objectContaining({
        url: `/admin/policies/${stored.id}`,
        method: 'PUT',
        data: expect.objectContaining({
          title: '示范市专利资助办法（修订）',
          body: '<p>第一条 为鼓励发明创造……</p>',
          tags: ['资助'],
          attachments: stored.attachments,
          publishDate: '2024-03-01',
        }),
      }),
    ]);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
