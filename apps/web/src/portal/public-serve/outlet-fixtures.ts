import type { Station, StationService, StationSummary } from '@cityip/contracts';

/** Outlets for the web tests (imported by tests only). */

const weekday = [
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
];

/** An enabled workstation in 云湖区, open on weekdays 09:00–12:00 and 13:30–17:30 (Beijing time). */
export function buildOutlet(overrides: Partial<Station> = {}): Station {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: '云湖区知识产权工作站',
    kind: 'workstation',
    district: 'yunhu',
    address: '云湖区创新大道 12 号',
    longitude: 113.3,
    latitude: 22.7,
    phone: '0000-88620001',
    hours: {
      mode: 'scheduled',
      weekly: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: [], sun: [] },
    },
    closures: [],
    hoursNote: '法定节假日休息',
    services: [{ id: '00000000-0000-4000-8000-0000000000b1', name: '专利申请咨询' }],
    photo: null,
    photos: [],
    sortOrder: 0,
    enabled: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    contactPerson: '李老师',
    directions: '乘坐地铁 2 号线至市民中心站。',
    introduction: '为企业提供就近的知识产权咨询。',
    ...overrides,
  };
}

/** The list form of {@link buildOutlet}. */
export function buildOutletSummary(overrides: Partial<Station> = {}): StationSummary {
  const { photos: _photos, contactPerson: _c, directions: _d, introduction: _i, ...summary } = buildOutlet(overrides);
  return summary;
}

/** A catalogue service. */
export function buildService(overrides: Partial<StationService> = {}): StationService {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    name: '专利申请咨询',
    description: '解答专利申请问题。',
    sortOrder: 1,
    enabled: true,
    stationCount: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
