import { GUIDE_KEYS } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { renderAdminPage } from '../shared/admin-test-utils.js';
import { polyfillRangeRects } from '../shared/editor-test-polyfills.js';
import { GuideEditPage } from './content-edit-pages.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

polyfillRangeRects();

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockImplementation((async (options: Options) => ({
    code: 200,
    msg: '',
    data: { id: 'g-1', ...(options.data as object) },
  })) as typeof request);
});
afterEach(cleanup);

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('GuideEditPage', () => {
  it('offers all twelve guide pages by their menu names, with the menu ids 12–15', async () => {
    renderAdminPage(<GuideEditPage />, '/backStackSupport/content/guideAndIntroOpreation');
    fireEvent.mouseDown(screen.getByLabelText('Menu item'));
    await waitFor(() => expect(optionTexts()).toHaveLength(GUIDE_KEYS.length));
    expect(optionTexts()).toEqual([
      'Patent administrative ruling (menu id 12)',
      'Patent administrative mediation (menu id 13)',
      'Open licensing (menu id 14)',
      'IP think tank (menu id 15)',
      'IP rights aid',
      'Overseas IP dispute guidance',
      "IP dispute people's mediation",
      'Trademark monitoring and warning',
      'Integrated mediation and adjudication',
      'IP comprehensive service window',
      'Patent pre-examination',
      'Online handling',
    ]);
  });

  it('sends the guide key and related links, refusing a non-http link', async () => {
    renderAdminPage(<GuideEditPage />, '/backStackSupport/content/guideAndIntroOpreation');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '专利行政裁决办事指南' } });
    fireEvent.mouseDown(screen.getByLabelText('Menu item'));
    const ruling = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
        o.textContent?.startsWith('Patent administrative ruling'),
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(ruling);
    fireEvent.click(screen.getByRole('button', { name: 'Add related link' }));
    fireEvent.change(screen.getByLabelText('Link name'), { target: { value: '国家知识产权局' } });
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter an address starting with http:// or https://.')).toBeTruthy();
    expect(requestMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'https://www.cnipa.gov.cn/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestMock).toHaveBeenCalled());
    expect(requestMock.mock.calls[0]?.[0]).toMatchObject({
      url: '/admin/guides',
      method: 'POST',
      data: {
        title: '专利行政裁决办事指南',
        guideKey: 'adminRuling',
        relatedLinks: [{ name: '国家知识产权局', url: 'https://www.cnipa.gov.cn/' }],
        status: 'draft',
      },
    });
  });
});
