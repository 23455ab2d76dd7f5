import type { FileRef } from '@cityip/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { createTestI18n } from './admin-test-utils.js';
import { FileUploadField } from './file-upload-field.js';

const stored: FileRef = { id: 'a'.repeat(64), name: '资助办法.pdf', mime: 'application/pdf', size: 2048 };
const changes: FileRef[][] = [];

function Harness({ initial = [] }: { initial?: FileRef[] }) {
  const [files, setFiles] = useState<FileRef[]>(initial);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <label htmlFor="attachments">Attachments</label>
      <FileUploadField
        id="attachments"
        value={files}
        onChange={(next) => {
          changes.push(next);
          setFiles(next);
        }}
      />
    </I18nextProvider>
  );
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Attachments'), { target: { files: [file] } });

/**
 * Answers fetch with an envelope. Node's fetch cannot serialise jsdom's FormData and File, so the
 * upload is checked at the fetch boundary: URL, method, headers and the multipart form itself.
 */
function answerFetch(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      Response.json(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } }),
    );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FileUploadField', () => {
  const ctx = useClientHarness();

  it('posts the file as multipart with the user token and lists the stored file', async () => {
    changes.length = 0;
    storeTokens({ token: 'bearer t-bus', role: 'bus' });
    const fetchSpy = answerFetch(200, { code: 200, msg: '', data: stored });
    render(<Harness />);
    expect(screen.getByLabelText('Attachments').getAttribute('accept')).toContain('.pdf');

    const file = new File(['%PDF-1.4 demo'], '资助办法.pdf', { type: 'application/pdf' });
    pick(file);

    const link = await screen.findByRole('link', { name: '资助办法.pdf' });
    expect(link.getAttribute('href')).toBe(
      `/api/files/${stored.id}?name=${encodeURIComponent('资助办法.pdf')}&download=1`,
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${ctx.server.origin}/api/admin/files?kind=attachment`);
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('bearer t-bus');
    // No Content-Type of our own: the browser sets multipart/form-data with its boundary.
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('资助办法.pdf');
    expect(await (form.get('file') as File).text()).toBe('%PDF-1.4 demo');
    expect(changes).toEqual([[stored]]);
  });

  it('shows the server refusal and keeps the list unchanged', async () => {
    changes.length = 0;
    answerFetch(400, { code: 400, msg: '不支持该文件类型', data: null });
    render(<Harness />);
    pick(new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The file “tool.pdf” could not be uploaded: 不支持该文件类型'),
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(changes).toEqual([]);
  });

  it('refuses a file over the size limit without sending it, and removes listed files', async () => {
    changes.length = 0;
    const fetchSpy = answerFetch(200, {});
    render(<Harness initial={[stored]} />);
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    pick(big);

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The file “huge.pdf” is larger than 20 MB and cannot be uploaded.',
      ),
    );
    expect(fetchSpy).not.toHaveBeenCalled();

    const list = screen.getByRole('list', { name: 'Uploaded files' });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove file: 资助办法.pdf' }));
    expect(changes).toEqual([[]]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
