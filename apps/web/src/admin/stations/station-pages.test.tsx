import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { buildCityMap } from '../../portal/city-map/city-map.fixtures.js';
import { buildOutlet, buildOutletSummary, buildService } from '../../portal/public-serve/outlet-fixtures.js';
import {
  fieldErrorOf,
  okEnvelope as ok,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  serveReads,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { ServiceCatalogPage } from './service-catalog-page.js';
import { StationEditPage } from './station-edit-page.js';
import { StationListPage } from './station-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const outlet = buildOutlet();
const service = buildService();

/** Answers the reads the outlet screens make; `write` answers every write. */
function serve(write?: (options: Parameters<typeof request>[0]) => unknown) {
  serveReads(
    requestMock,
    {
      '/admin/stations': { items: [buildOutletSummary()], total: 1, page: 1, pageSize: 10 },
      [`/admin/stations/${outlet.id}`]: outlet,
      '/admin/station-services': [service],
      '/city-map': buildCityMap(),
    },
    write,
  );
}

const writes = () => writeCalls(requestMock);

resetAdminTestsEach(requestMock);
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('StationListPage', () => {
  it('lists outlets with district and services, and deletes one only after confirmation', async () => {
    serve();
    renderAdminPage(<StationListPage />, '/backStackSupport/system/serviceStationList');
    const row = (await screen.findByText('云湖区知识产权工作站')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('IP workstation');
    expect(row.textContent).toContain('Yunhu District');
    expect(row.textContent).toContain('专利申请咨询');

    fireEvent.click(within(row).getByRole('button', { name: 'Delete: 云湖区知识产权工作站' }));
    expect(await screen.findByText(/Delete the service outlet “云湖区知识产权工作站”/)).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The service outlet has been deleted.')).toBeTruthy();
    expect(writes()).toEqual([{ url: `/admin/stations/${outlet.id}`, method: 'DELETE', silent: true }]);
  });

  it('hides an outlet from the front site with its switch, saving it whole', async () => {
    serve((options) => ok({ ...outlet, ...(options.data as object) }));
    renderAdminPage(<StationListPage />, '/backStackSupport/system/serviceStationList');
    fireEvent.click(await screen.findByRole('switch', { name: 'Show on the front site: 云湖区知识产权工作站' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: `/admin/stations/${outlet.id}`,
      method: 'PUT',
      data: { name: outlet.name, enabled: false, serviceIds: [service.id], hours: outlet.hours },
    });
  });
});

describe('StationEditPage', () => {
  it('names every missing field and sends nothing', async () => {
    serve();
    renderAdminPage(<StationEditPage />, '/backStackSupport/system/stationListOpreation');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf('Name')).toBe('This field is required.'));
    expect(fieldErrorOf('Telephone')).toBe('Please enter a valid telephone number.');
    expect(fieldErrorOf('Services offered')).toBe('Please choose at least one service.');
    expect(fieldErrorOf('Longitude')).toBe('Please enter a valid longitude and latitude.');
    expect(writes()).toEqual([]);
  });

  it('creates an outlet with the default weekday hours, and shows the server refusing the coordinates on the field', async () => {
    serve(() => {
      const msg = 'This point is not inside the chosen district. Please check the coordinates or the district.';
      throw new ApiError(msg, 'http', 400, 400, {
        code: 400,
        msg,
        data: { errors: [{ field: 'longitude', message: msg }] },
      });
    });
    renderAdminPage(<StationEditPage />, '/backStackSupport/system/stationListOpreation');
    typeInto('Name', '海滨区知识产权工作站');
    typeInto('Telephone', '0000-88620002');
    typeInto('Address', '海滨区海港路 9 号');
    await pickOption('District', 'Haibin District');
    await pickOption('Services offered', '专利申请咨询');
    typeInto('Longitude', '113.4');
    typeInto('Latitude', '22.7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/admin/stations',
      method: 'POST',
      data: {
        name: '海滨区知识产权工作站',
        district: 'haibin',
        longitude: 113.4,
        latitude: 22.7,
        serviceIds: [service.id],
        hours: {
          mode: 'scheduled',
          weekly: {
            mon: [
              { start: '09:00', end: '12:00' },
              { start: '13:30', end: '17:30' },
            ],
            sat: [],
          },
        },
        enabled: true,
      },
    });
    await waitFor(() => expect(fieldErrorOf('Longitude')).toMatch(/not inside the chosen district/));
    expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/system/stationListOpreation');
  });

  it('edits an outlet, reporting a period that ends before it starts with its place', async () => {
    serve((options) => ok({ ...outlet, ...(options.data as object) }));
    renderAdminPage(<StationEditPage />, `/backStackSupport/system/stationListOpreation?id=${outlet.id}`);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(outlet.name));
    const end = screen.getAllByRole('textbox').find((input) => (input as HTMLInputElement).value === '12:00');
    fireEvent.change(end as HTMLElement, { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/period 1: The end must be later than the start\./)).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(end as HTMLElement, { target: { value: '11:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/system/serviceStationList'),
    );
    const [saved] = writes();
    expect(saved).toMatchObject({ url: `/admin/stations/${outlet.id}`, method: 'PUT' });
    expect((saved?.data as { hours: { weekly: { mon: unknown[] } } } | undefined)?.hours.weekly.mon[0]).toEqual({
      start: '09:00',
      end: '11:30',
    });
  });
});

describe('ServiceCatalogPage', () => {
  it('adds a service and shows why one in use cannot be deleted', async () => {
    const msg = '1 service outlet(s) offer this service. Remove it from those outlets first.';
    serve((options) => {
      if (options.method === 'DELETE') throw new ApiError(msg, 'http', 409, 409, { code: 409, msg, data: null });
      return ok({ ...service, ...(options.data as object) });
    });
    renderAdminPage(<ServiceCatalogPage />, '/backStackSupport/system/serviceStation');
    const row = (await screen.findByText('专利申请咨询')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: 专利申请咨询' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(msg)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add service')).toBeTruthy();
    typeInto('Service', '地理标志申报指导', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes().at(-1)).toEqual({
        url: '/admin/station-services',
        method: 'POST',
        silent: true,
        data: { name: '地理标志申报指导', description: '', sortOrder: 0, enabled: true },
      }),
    );
  });
});
