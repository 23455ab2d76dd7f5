import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { createTestI18n } from './admin-test-utils.js';
import { polyfillRangeRects } from './editor-test-polyfills.js';
import { RichTextEditor } from './rich-text-editor.js';

polyfillRangeRects();

const changes: string[] = [];

function Harness({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <RichTextEditor
        ariaLabel="Body"
        value={html}
        onChange={(next) => {
          changes.push(next);
          setHtml(next);
        }}
      />
      <button type="button" onClick={() => setHtml('<p>Loaded from the server</p>')}>
        load
      </button>
    </I18nextProvider>
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting toolbar' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });
const area = () => screen.getByRole('textbox', { name: 'Body' });

afterEach(() => {
  changes.length = 0;
  vi.restoreAllMocks();
});

describe('RichTextEditor', () => {
  useClientHarness();
  it('offers every formatting tool by name and reports the HTML of a command', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    await waitFor(() => expect(area().innerHTML).toContain('Hello'));
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'H2 heading',
      'H3 heading',
      'Bulleted list',
      '1. Numbered list',
      'Quotation',
      'Insert link',
      'Unlink',
      'Insert image',
      'Edit the alt text of the image',
      'Undo',
      'Redo',
    ]);

    fireEvent.click(tool('H2 heading'));
    // A trailing empty paragraph keeps a place to type after a heading, list or image.
    await waitFor(() => expect(changes.at(-1)).toBe('<h2>Hello</h2><p></p>'));
    expect(tool('H2 heading').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(tool('Undo'));
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Hello</p>'));
    fireEvent.click(tool('Redo'));
    await waitFor(() => expect(changes.at(-1)).toBe('<h2>Hello</h2><p></p>'));

    fireEvent.click(tool('Quotation'));
    await waitFor(() => expect(changes.at(-1)).toBe('<blockquote><h2>Hello</h2></blockquote><p></p>'));
  });

  it('shows a new value from the form without reporting it back as an edit', async () => {
    render(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(area().innerHTML).toContain('Loaded from the server'));
    expect(changes).toEqual([]);
  });

  it('inserts only http(s) links', async () => {
    render(<Harness initial="<p></p>" />);
    fireEvent.click(tool('Insert link'));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText('Link address');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter an address starting with http:// or https://.')).toBeTruthy();

    fireEvent.change(url, { target: { value: 'https://www.cnipa.gov.cn/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes.at(-1)).toContain('href="https://www.cnipa.gov.cn/"'));
    expect(changes.at(-1)).toContain('>https://www.cnipa.gov.cn/</a>');
  });

  it('case 15: keeps only its own schema of hostile HTML it loads: no handlers, script URLs or foreign images', async () => {
    const own = `/api/files/${'c'.repeat(64)}`;
    render(
      <Harness
        initial={
          `<p onclick="x()">Intro</p><img src="https://xss.invalid/pixel.png"><img src="${own}" onerror="x()">` +
          '<p><a href="javascript:x()">js</a><a href="https://www.cnipa.gov.cn/">web</a></p><script>x()</script>'
        }
      />,
    );
    await waitFor(() => expect(area().innerHTML).toContain('Intro'));
    const html = area().innerHTML;
    expect(html).not.toMatch(/xss\.invalid|javascript:|onclick|onerror|<script/);
    expect(html).toContain(`<img src="${own}"`);
    expect(html).toContain('href="https://www.cnipa.gov.cn/"');
  });

  it('uploads a picked image, asks for its description and only then inserts it from the file store', async () => {
    storeTokens({ token: 'bearer t-bus', role: 'bus' });
    const id = 'b'.repeat(64);
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ code: 200, msg: '', data: { id, name: '专利证书.png', mime: 'image/png', size: 10 } }),
      );
    const { container } = render(<Harness initial="<p>Intro</p>" />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no image picker');
    expect(picker.accept).toContain('image/png');
    fireEvent.change(picker, { target: { files: [new File(['png'], '专利证书.png', { type: 'image/png' })] } });

    // Nothing goes in before the image is described; the file name is only where the text starts.
    const dialog = await screen.findByRole('dialog', { name: 'Image description' });
    const description = within(dialog).getByRole('textbox', { name: /Text alternative/ });
    expect((description as HTMLTextAreaElement).value).toBe('专利证书');
    fireEvent.change(description, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Describe the image, or tick "Decorative image".')).toBeTruthy();
    expect(changes.some((html) => html.includes('<img'))).toBe(false);
    fireEvent.change(description, { target: { value: '示范科技有限公司的发明专利证书' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(changes.at(-1)).toContain(`<img src="/api/files/${id}" alt="示范科技有限公司的发明专利证书">`),
    );
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/admin\/files\?kind=image$/);
  });

  it('edits the description of the selected image, or marks it decorative', async () => {
    const id = 'c'.repeat(64);
    render(<Harness initial={`<img src="/api/files/${id}" alt="旧说明"><p>Text</p>`} />);
    await waitFor(() => expect(area().querySelector('img')).toBeTruthy());
    // The document starts with the image, so it is the selection and its description can be edited.
    await waitFor(() => expect(tool('Edit the alt text of the image').hasAttribute('disabled')).toBe(false));
    fireEvent.click(tool('Edit the alt text of the image'));
    const dialog = await screen.findByRole('dialog', { name: 'Image description' });
    expect((within(dialog).getByRole('textbox', { name: /Text alternative/ }) as HTMLTextAreaElement).value).toBe(
      '旧说明',
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Decorative image, no description needed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(changes.at(-1)).toContain(`<img src="/api/files/${id}" alt="">`));
  });
});
