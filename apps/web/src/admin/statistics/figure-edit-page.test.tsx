import { currentStatMonth, type StatFigure } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { fieldErrorOf, pickOption, renderAdminPage, typeInto, writeCalls } from '../shared/admin-test-utils.js';
import { FigureEditPage } from './figure-edit-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const PATH = '/backStackSupport/content/dataOpreation';
const EXISTING = '00000000-0000-4000-8000-0000000000aa';
const NOW = currentStatMonth();
const stored: StatFigure = {
  id: EXISTING,
  indicator: 'pledgeFinancing',
  district: 'haibin',
  year: 2024,
  month: 6,
  value: 12.5,
  note: '',
  updatedAt: '2025-01-05T02:00:00.000Z',
  updatedBy: 'bus@demo.local',
};

const ok = (data: unknown) => ({ code: 200, msg: '', data });
function serve(write: (options: Options) => unknown = (options) => ok({ ...stored, ...(options.data as object) })) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return write(options);
    if (options.url === `/admin/statistics/figures/${EXISTING}`) return ok(stored);
    if (options.url === '/admin/statistics/history') return ok({ items: [], total: 0, page: 1, pageSize: 10 });
    return ok(null);
  }) as typeof request);
}
const save = () => fireEvent.click(screen.getByText('Save').closest('button') as HTMLButtonElement);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  requestMock.mockReset();
  setRuntimeConfig(TEST_CONFIG);
});
afterEach(() => {
  cleanup();
  setRuntimeConfig(null);
});

describe('FigureEditPage', { timeout: 40_000 }, () => {
  it('files a figure validated with the contract, then returns to the list', async () => {
    serve();
    renderAdminPage(<FigureEditPage />, PATH);
    await pickOption('Indicator', 'Invention patents granted');
    expect(
      await screen.findByText('Unit: items. Entered per district; the city figure is the sum of the districts.'),
    ).toBeTruthy();
    await pickOption('District', 'Yunhu District');
    typeInto('Year', String(NOW.year - 1));
    typeInto('Value', '-3');
    save();
    await waitFor(() => expect(fieldErrorOf('Value')).toBe('The figure cannot be negative.'));
    expect(writeCalls(requestMock)).toEqual([]);

    typeInto('Value', '1280');
    typeInto('Note', ' preliminary ');
    save();
    await waitFor(() => expect(location()).toBe('/backStackSupport/content/dataStatistics'));
    expect(writeCalls(requestMock)).toEqual([
      {
        url: '/admin/statistics/figures',
        method: 'POST',
        silent: true,
        data: {
          indicator: 'inventionGrants',
          district: 'yunhu',
          year: NOW.year - 1,
          month: null,
          value: 1280,
          note: 'preliminary',
        },
      },
    ]);
  });

  it('refuses the current year as a whole year and offers City-wide only for a ratio', async () => {
    serve();
    renderAdminPage(<FigureEditPage />, PATH);
    await pickOption('Indicator', 'High-value invention patents per 10,000 people');
    await pickOption('District', 'City-wide');
    typeInto('Year', String(NOW.year));
    typeInto('Value', '18.36');
    save();
    await waitFor(() =>
      expect(fieldErrorOf('Year')).toBe(
        'This period has not ended yet: figures cannot be entered for the current or a future period.',
      ),
    );
    expect(writeCalls(requestMock)).toEqual([]);
    // Switching to an additive indicator drops the city-wide choice.
    await pickOption('Indicator', 'Trademark applications');
    expect(await screen.findByText('Choose a district')).toBeTruthy();
  });

  it('points to the existing figure when the period is already filed', async () => {
    const msg = 'A figure for this indicator, district and period already exists. Please edit that one.';
    serve(() => {
      throw new ApiError(msg, 'http', 409, 409, { code: 409, msg, data: { existingId: EXISTING } });
    });
    renderAdminPage(<FigureEditPage />, PATH);
    await pickOption('Indicator', 'IP pledge financing');
    await pickOption('District', 'Haibin District');
    typeInto('Year', '2024');
    fireEvent.click(screen.getByLabelText('Month', { selector: 'input[type="radio"]' }));
    // The month select appears for a monthly period (its label shares the radio option's word).
    await waitFor(() => expect(document.getElementById('figure-edit_month')).toBeTruthy());
    fireEvent.mouseDown(document.getElementById('figure-edit_month') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Month 6'));
    typeInto('Value', '3.456');
    save();
    await waitFor(() => expect(fieldErrorOf('Value')).toBe('At most two decimal places.'));
    typeInto('Value', '3.45');
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(msg);
    fireEvent.click(within(alert).getByText('Edit the existing figure'));
    await waitFor(() => expect(location()).toBe(`${PATH}?id=${EXISTING}`));
  });

  it('corrects the value and note of a stored figure, its key fixed, with its history below', async () => {
    serve();
    renderAdminPage(<FigureEditPage />, `${PATH}?id=${EXISTING}`);
    await waitFor(() => expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('12.5'));
    expect((screen.getByLabelText('Year') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('Save and enter another')).toBeNull();
    expect(screen.getByText('No changes yet')).toBeTruthy();
    typeInto('Value', '13.1');
    typeInto('Note', 'revised by the bank');
    save();
    await waitFor(() => expect(location()).toBe('/backStackSupport/content/dataStatistics'));
    expect(writeCalls(requestMock)).toEqual([
      {
        url: `/admin/statistics/figures/${EXISTING}`,
        method: 'PUT',
        silent: true,
        data: { value: 13.1, note: 'revised by the bank' },
      },
    ]);
  });
});
