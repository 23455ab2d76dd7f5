import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CITY_CODE_MAX,
  CityProfileSchema,
  DistrictCodeSchema,
  INDUSTRY_IPC_PREFIXES_MAX,
  LIST_LIMITS,
  MapFigureInputSchema,
  MapFigureListQuerySchema,
  MonthKeySchema,
  OperationStatsQuerySchema,
  PROFILE_NAME_MAX,
  PublicStationQuerySchema,
  StatFigureInputSchema,
  StatFigureListQuerySchema,
  StatFigureUpdateSchema,
  StatHistoryQuerySchema,
  StationInputSchema,
  StationListQuerySchema,
  StationServiceInputSchema,
  TEXT_LIMITS,
  TelephoneSchema,
} from '../src/index.js';
import { describeLimitEdges } from './limit-edges.js';

const SERVICE_ID = '3f0c8a52-6a4b-4c1e-9d3e-2b7f4a1c9e01';
const closed = () => [];
const interval = (start: string, end: string) => ({ start, end });

/** An outlet that fills every text field and lists one closure, one service and one photo. */
const outlet = {
  name: '示范市知识产权综合服务窗口',
  kind: 'serviceWindow',
  district: 'yunhu',
  address: '示范市政务服务中心二楼 B 区 12—15 号窗口',
  longitude: 113.3,
  latitude: 22.7,
  phone: '0000-88612001',
  // Days stay empty here: a day's intervals must not overlap, so its bound is tried by hand below.
  hours: {
    mode: 'scheduled',
    weekly: { mon: closed(), tue: closed(), wed: closed(), thu: closed(), fri: closed(), sat: closed(), sun: closed() },
  },
  closures: [{ start: '2026-10-01T00:00', end: '2026-10-08T00:00' }],
  hoursNote: '法定节假日休息',
  serviceIds: [SERVICE_ID],
  photos: [{ id: 'a'.repeat(64), name: '外景.png', mime: 'image/png', size: 2048 }],
  contactPerson: '陈老师',
  directions: '乘坐地铁 2 号线至市民中心站 B 出口。',
  introduction: '全市知识产权业务的一站式服务窗口。',
  sortOrder: 1,
  enabled: true,
};

const figure = {
  indicator: 'inventionApplications',
  district: 'yunhu',
  year: 2020,
  month: 5,
  value: 120,
  note: '统计口径',
};

describe('limits of service outlets, the district map and the statistics', () => {
  describeLimitEdges([
    {
      name: 'StationServiceInputSchema',
      schema: StationServiceInputSchema,
      valid: { name: '专利申请咨询', description: '解答专利类型选择等问题。', sortOrder: 1, enabled: true },
    },
    { name: 'StationInputSchema', schema: StationInputSchema, valid: outlet },
    {
      name: 'StationListQuerySchema',
      schema: StationListQuerySchema,
      valid: { keyword: '窗口', district: 'yunhu', kind: 'workstation', serviceId: SERVICE_ID, enabled: 'true' },
    },
    {
      name: 'MapFigureInputSchema',
      schema: MapFigureInputSchema,
      valid: {
        district: 'yunhu',
        year: 2024,
        patentApplications: 9000,
        patentGrants: 5000,
        inventionGrants: 1000,
        validInventionPatents: 14_000,
        pctApplications: 260,
        trademarkRegistrations: 11_000,
        note: '演示数据',
      },
    },
    { name: 'StatFigureInputSchema', schema: StatFigureInputSchema, valid: figure },
    { name: 'StatFigureUpdateSchema', schema: StatFigureUpdateSchema, valid: { value: 120, note: '统计口径' } },
    {
      name: 'StatFigureListQuerySchema',
      schema: StatFigureListQuerySchema,
      valid: { indicator: 'inventionApplications', district: 'yunhu', year: '2020', periodType: 'month' },
    },
  ]);

  /** The issues of `value` at `path` (dotted) under `schema`: code and message. */
  const issuesAt = (schema: z.ZodType, value: unknown, path: string) =>
    (schema.safeParse(value).error?.issues ?? [])
      .filter((issue) => issue.path.join('.') === path)
      .map(({ code, message }) => ({ code, message }));
  const tooLong = { code: 'too_big', message: 'validation.tooLong' };
  const tooMany = { code: 'too_big', message: 'validation.tooMany' };

  it('takes district codes up to the pattern’s 32 characters, wherever a district is named', () => {
    const longest = `a${'b'.repeat(CITY_CODE_MAX - 1)}`;
    expect(DistrictCodeSchema.safeParse(longest).success).toBe(true);
    expect(issuesAt(DistrictCodeSchema, `${longest}c`, '')).toContainEqual(tooLong);
    for (const schema of [PublicStationQuerySchema, MapFigureListQuerySchema]) {
      expect(schema.safeParse({ district: longest }).success).toBe(true);
      expect(issuesAt(schema, { district: `${longest}c` }, 'district')).toContainEqual(tooLong);
    }
  });

  it('takes a telephone of 32 characters with its extension, and refuses one more', () => {
    const longest = `+1${'2'.repeat(22)}3转123456`;
    expect(longest).toHaveLength(TEXT_LIMITS.phone);
    expect(TelephoneSchema.safeParse(longest).success).toBe(true);
    const over = longest.replace('转', ' 转');
    expect(issuesAt(TelephoneSchema, over, '')).toEqual([tooLong]);
  });

  it('refuses ids longer than an id may be, in filters and in an outlet’s services', () => {
    const long = `${SERVICE_ID}-${'0'.repeat(TEXT_LIMITS.id - SERVICE_ID.length)}`;
    expect(PublicStationQuerySchema.safeParse({ serviceId: SERVICE_ID }).success).toBe(true);
    expect(issuesAt(PublicStationQuerySchema, { serviceId: long }, 'serviceId')).toContainEqual(tooLong);
    expect(issuesAt(StationListQuerySchema, { serviceId: long }, 'serviceId')).toContainEqual(tooLong);
    expect(issuesAt(StationInputSchema, { ...outlet, serviceIds: [long] }, 'serviceIds.0')).toContainEqual(tooLong);
    expect(StatHistoryQuerySchema.safeParse({ figureId: SERVICE_ID }).success).toBe(true);
    expect(issuesAt(StatHistoryQuerySchema, { figureId: long }, 'figureId')).toContainEqual(tooLong);
  });

  it('takes six opening intervals a day and refuses a seventh', () => {
    const six = ['08', '09', '10', '11', '12', '13'].map((hour) => interval(`${hour}:00`, `${hour}:30`));
    const withDay = (mon: unknown[]) => ({
      ...outlet,
      hours: { ...outlet.hours, weekly: { ...outlet.hours.weekly, mon } },
    });
    expect(StationInputSchema.safeParse(withDay(six)).error?.issues ?? []).toEqual([]);
    const seven = [...six, interval('14:00', '14:30')];
    expect(issuesAt(StationInputSchema, withDay(seven), 'hours.weekly.mon')).toEqual([tooMany]);
  });

  it('takes months as YYYY-MM and refuses text longer than a date', () => {
    expect(OperationStatsQuerySchema.safeParse({ from: '2025-01', to: '2025-12' }).success).toBe(true);
    const long = '2025-01'.padEnd(TEXT_LIMITS.date + 1, '0');
    expect(issuesAt(MonthKeySchema, long, '')).toContainEqual(tooLong);
    expect(issuesAt(OperationStatsQuerySchema, { from: long, to: '2025-12' }, 'from')).toContainEqual(tooLong);
  });

  it('accepts a city profile at its bounds, so no real city is refused below them', () => {
    const districts = Array.from({ length: LIST_LIMITS.cityWide }, (_, i) => ({
      code: `d${String(i).padStart(CITY_CODE_MAX - 1, '0')}`,
      name: '区'.repeat(PROFILE_NAME_MAX),
      nameEn: 'D'.repeat(PROFILE_NAME_MAX),
    }));
    const industry = {
      code: 'ngit',
      name: '新一代信息技术',
      nameEn: 'Next-generation information technology',
      description: '',
      descriptionEn: '',
      ipcPrefixes: Array.from({ length: INDUSTRY_IPC_PREFIXES_MAX }, () => 'G06F16/245678'),
    };
    const profile = { districts, industries: [industry] };
    expect(CityProfileSchema.safeParse(profile).error?.issues ?? []).toEqual([]);
    const crowded = { ...profile, districts: [...districts, { ...districts[0], code: 'one-more' }] };
    expect(CityProfileSchema.safeParse(crowded).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'districts',
    ]);
  });
});
