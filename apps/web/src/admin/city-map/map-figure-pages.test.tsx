import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { buildCityMap, buildFigure } from '../../portal/city-map/city-map.fixtures.js';
import {
  fieldErrorOf,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  serveReads,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { MapFigureEditPage } from './map-figure-edit-page.js';
import { MapFigureListPage } from './map-figure-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
const figure = buildFigure();

/** Answers the reads the figure screens make; `write` answers every write. */
function serve(write?: (options: Parameters<typeof request>[0]) => unknown) {
  serveReads(
    requestMock,
    {
      '/admin/map-figures': { items: [figure], total: 1, page: 1, pageSize: 20 },
      [`/admin/map-figures/${figure.id}`]: figure,
      '/city-map': buildCityMap({ source: 'configured', reviewNumber: 'GS(2099)0001号' }),
    },
    write,
  );
}
const writes = () => writeCalls(requestMock);
resetAdminTestsEach(requestMock);

describe('MapFigureListPage', () => {
  it('lists the figures with thousands separators, names the map in use, and deletes after confirmation', async () => {
    serve();
    renderAdminPage(<MapFigureListPage />, '/backStackSupport/system/mapStatistics');
    const row = (await screen.findByText('Yunhu District')).closest('tr') as HTMLElement;
    expect(row.textContent).toBe('2025Yunhu District21,00011,7602,40031,00062024,500EditDelete');
    expect(await screen.findByText(/map review number: GS\(2099\)0001号/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: Yunhu District, 2025' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ url: `/admin/map-figures/${figure.id}`, method: 'DELETE', silent: true }]),
    );
  });
});

describe('MapFigureEditPage', () => {
  it('requires the district and every figure, and sends nothing until they are given', async () => {
    serve();
    renderAdminPage(<MapFigureEditPage />, '/backStackSupport/system/mapOpreation');
    typeInto('Patent applications', '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf('District')).toBe('This field is required.'));
    expect(fieldErrorOf('Patent applications')).toBeNull();
    expect(fieldErrorOf('Patents granted')).toBe('This field is required.');
    expect(fieldErrorOf('Trademark registrations')).toBe('This field is required.');
    expect(writes()).toEqual([]);
  });

  it("saves a district's year and shows the server's refusal of a year that already has figures", async () => {
    const msg = '海滨区 2024 年的数据已存在，请编辑原有数据';
    serve(() => {
      throw new ApiError(msg, 'http', 409, 409, { code: 409, msg, data: null });
    });
    renderAdminPage(<MapFigureEditPage />, '/backStackSupport/system/mapOpreation');
    await pickOption('District', 'Haibin District');
    typeInto('Year', '2024');
    const figures: Array<[string, number]> = [
      ['Patent applications', 5000],
      ['Patents granted', 2800],
      ['Invention patents granted', 600],
      ['Valid invention patents', 9000],
      ['PCT international applications', 120],
      ['Trademark registrations', 6000],
    ];
    for (const [label, value] of figures) typeInto(label, String(value));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(writes()).toEqual([
      {
        url: '/admin/map-figures',
        method: 'POST',
        silent: true,
        data: {
          district: 'haibin',
          year: 2024,
          patentApplications: 5000,
          patentGrants: 2800,
          inventionGrants: 600,
          validInventionPatents: 9000,
          pctApplications: 120,
          trademarkRegistrations: 6000,
          note: '',
        },
      },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/system/mapOpreation');
  });
});
