import {
  type ClosurePeriod,
  type District,
  isMessageKey,
  type MapFigureInput,
  type OpeningSchedule,
  StationInputSchema,
  type StationKind,
  type StationServiceInput,
  translate,
} from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { interiorPoints } from '../../city/geometry.js';
import type { Config } from '../../config.js';
import { mapFigures } from '../../features/city-map/city-map.tables.js';
import { setFileRefs, storeUpload } from '../../features/files/files.service.js';
import { stationServiceLinks, stationServices, stations } from '../../features/stations/stations.tables.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';
import { drawOutletExterior, drawOutletHall } from './outlet-photos.js';

const MARK = 'demo-outlets-v1';

/** The service catalogue of the demo city's window. */
const SERVICES: Required<Pick<StationServiceInput, 'name' | 'description'>>[] = [
  { name: '专利申请咨询', description: '解答专利类型选择、申请文件撰写要求、审查流程和答复审查意见等问题。' },
  { name: '商标注册受理', description: '受理商标注册申请及变更、转让、续展、注销等业务，提供商标查询指导。' },
  { name: '专利检索与分析', description: '提供专利信息检索、查新检索、专利导航和专利分析报告等服务。' },
  { name: '专利费用减缴与缴费', description: '指导专利费用减缴备案，解答年费缴纳、滞纳金和权利恢复等问题。' },
  { name: '知识产权质押融资', description: '专利权、商标专用权质押登记咨询，组织银企对接和融资需求登记。' },
  { name: '维权援助', description: '知识产权侵权判定咨询、维权援助申请受理，协助收集和固定证据。' },
  { name: '纠纷人民调解', description: '受理知识产权民事纠纷人民调解申请，引导调解协议司法确认。' },
  { name: '专利快速预审', description: '为已备案的企业和机构提供专利申请快速预审服务。' },
  { name: '海外纠纷应对指导', description: '为涉外知识产权纠纷提供应对指导、风险预警和专家咨询。' },
  { name: '政策咨询与项目申报', description: '解读知识产权资助奖励政策，辅导项目申报和材料准备。' },
];

/** Weekly hours used by the demo outlets: the civil-service day, and variants. */
const weekdays = (intervals: OpeningSchedule['weekly']['mon']): OpeningSchedule => ({
  mode: 'scheduled',
  weekly: { mon: intervals, tue: intervals, wed: intervals, thu: intervals, fri: intervals, sat: [], sun: [] },
});
const OFFICE = weekdays([
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
]);
const HALL: OpeningSchedule = {
  mode: 'scheduled',
  weekly: { ...weekdays([{ start: '08:30', end: '18:00' }]).weekly, sat: [{ start: '09:00', end: '12:00' }] },
};
const LIBRARY: OpeningSchedule = {
  mode: 'scheduled',
  weekly: {
    mon: [],
    tue: [{ start: '09:00', end: '17:00' }],
    wed: [{ start: '09:00', end: '17:00' }],
    thu: [{ start: '09:00', end: '17:00' }],
    fri: [{ start: '09:00', end: '17:00' }],
    sat: [{ start: '09:00', end: '17:00' }],
    sun: [{ start: '09:00', end: '17:00' }],
  },
};
/** Public holidays: closed whatever the weekly hours say. */
const HOLIDAYS: ClosurePeriod[] = [
  { start: '2026-10-01T00:00', end: '2026-10-08T00:00' },
  { start: '2027-02-05T00:00', end: '2027-02-12T00:00' },
];
const HOLIDAY_NOTE = '法定节假日休息，节假日安排以窗口公告为准';

interface DemoOutlet {
  name: string;
  kind: StationKind;
  /** Index into the city's districts (wrapped), so any profile gets outlets. */
  district: number;
  address: string;
  phone: string;
  hours: OpeningSchedule;
  hoursNote: string;
  services: string[];
  contactPerson: string;
  directions: string;
  introduction: string;
}

/** The demo city's outlets: the central window and specialised centres, then a workstation per district. */
function demoOutlets(city: string, districts: readonly District[]): DemoOutlet[] {
  const central: DemoOutlet[] = [
    {
      name: `${city}知识产权综合服务窗口`,
      kind: 'serviceWindow',
      district: 0,
      address: `${city}政务服务中心二楼 B 区 12—15 号窗口`,
      phone: '0000-88612001',
      hours: HALL,
      hoursNote: `${HOLIDAY_NOTE}；周六上午仅办理咨询和材料收取`,
      services: ['专利申请咨询', '商标注册受理', '专利费用减缴与缴费', '知识产权质押融资', '政策咨询与项目申报'],
      contactPerson: '陈老师',
      directions:
        '乘坐地铁 2 号线至市民中心站 B 出口，步行约 5 分钟；政务服务中心地下停车场可停车，进入大厅后乘扶梯至二楼。',
      introduction:
        '全市知识产权业务的一站式服务窗口，集中办理专利、商标、地理标志等业务的咨询和受理，提供知识产权政策解读和质押融资对接服务。',
    },
    {
      name: `${city}知识产权保护中心`,
      kind: 'protectionCenter',
      district: 1,
      address: `${districts[1 % districts.length]?.name ?? ''}海港路 168 号科技大厦 6 层`,
      phone: '0000-88613100',
      hours: OFFICE,
      hoursNote: HOLIDAY_NOTE,
      services: ['专利快速预审', '专利检索与分析', '维权援助', '专利申请咨询'],
      contactPerson: '刘工',
      directions: '乘坐 18 路、26 路公交车至科技大厦站下车即到；大厦东门进入，乘电梯至 6 层。',
      introduction: '承担重点产业专利快速预审、快速维权和协同保护工作，为备案主体提供从申请到保护的全链条服务。',
    },
    {
      name: `${city}技术与创新支持中心（TISC）`,
      kind: 'tisc',
      district: 2,
      address: `${districts[2 % districts.length]?.name ?? ''}大学城图书馆三楼`,
      phone: '0000-88614210',
      hours: LIBRARY,
      hoursNote: '每周一闭馆，法定节假日开放时间另行公告',
      services: ['专利检索与分析', '专利申请咨询', '政策咨询与项目申报'],
      contactPerson: '张馆员',
      directions: '乘坐地铁 5 号线至大学城站 A 出口，沿图书馆路步行约 8 分钟；持身份证登记入馆。',
      introduction:
        '依托高校图书馆建设的技术与创新支持中心，面向高校院所和中小企业提供专利检索培训、专利信息分析和创新辅导。',
    },
    {
      name: `${city}知识产权纠纷人民调解委员会`,
      kind: 'mediation',
      district: 3,
      address: `${districts[3 % districts.length]?.name ?? ''}法治大道 21 号公共法律服务中心 3 楼`,
      phone: '0000-88615300',
      hours: weekdays([
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '17:30' },
      ]),
      hoursNote: `${HOLIDAY_NOTE}；调解可提前电话预约`,
      services: ['纠纷人民调解', '维权援助'],
      contactPerson: '黄调解员',
      directions: '乘坐 9 路、33 路公交车至公共法律服务中心站下车，向北步行约 100 米。',
      introduction: '依法调解知识产权民事纠纷，调解不收取任何费用；达成的调解协议可申请司法确认。',
    },
    {
      name: `${city}知识产权维权援助中心`,
      kind: 'rightsAid',
      district: 4,
      address: `${districts[4 % districts.length]?.name ?? ''}港城路 9 号市场监管综合楼 2 楼`,
      phone: '0000-12330',
      hours: OFFICE,
      hoursNote: `${HOLIDAY_NOTE}；12330 热线工作日全天接听`,
      services: ['维权援助', '海外纠纷应对指导', '纠纷人民调解'],
      contactPerson: '周律师',
      directions: '乘坐地铁 1 号线至港城路站 C 出口，步行约 3 分钟。',
      introduction: '受理知识产权维权援助申请，提供侵权判定咨询、维权方案建议和海外知识产权纠纷应对指导。',
    },
    {
      name: `${city}商标业务受理窗口`,
      kind: 'serviceWindow',
      district: 5,
      address: `${districts[5 % districts.length]?.name ?? ''}市民服务中心一楼 8 号窗口`,
      phone: '0000-88616080',
      hours: OFFICE,
      hoursNote: HOLIDAY_NOTE,
      services: ['商标注册受理', '知识产权质押融资', '政策咨询与项目申报'],
      contactPerson: '吴老师',
      directions: '乘坐 12 路、58 路公交车至市民服务中心站下车即到。',
      introduction: '国家知识产权局商标局授权设立的商标业务受理窗口，可现场办理商标注册申请及各项后续业务。',
    },
  ];
  const streets = ['创新大道', '滨海路', '江岸路', '凤岭北路', '南港大道', '青禾路', '松湾东路', '金沙路', '石桥路'];
  const workstations = districts.map(
    (district, index): DemoOutlet => ({
      name: `${district.name}知识产权工作站`,
      kind: 'workstation',
      district: index,
      address: `${district.name}${streets[index % streets.length]}${(index + 1) * 12} 号${district.name}政务服务中心`,
      phone: `0000-8862${String(index + 1).padStart(4, '0')}`,
      hours: OFFICE,
      hoursNote: HOLIDAY_NOTE,
      services: index % 2 === 0 ? ['专利申请咨询', '政策咨询与项目申报'] : ['专利申请咨询', '专利费用减缴与缴费'],
      contactPerson: ['李老师', '王老师', '赵老师', '孙老师', '郑老师'][index % 5] ?? '李老师',
      directions: `位于${district.name}政务服务中心一楼知识产权服务专区，区内公交均可到达政务服务中心站。`,
      introduction: `为${district.name}企业和创新主体提供就近的知识产权咨询、政策宣传和业务指导。`,
    }),
  );
  return [...central, ...workstations];
}

/** What the outlet form checks, but the services and photos: the seed makes those itself, within their bounds. */
const OutletColumnsSchema = StationInputSchema.omit({ serviceIds: true, photos: true });
type OutletColumns = z.output<typeof OutletColumnsSchema>;

/**
 * The outlet as the back-office form would have saved it. Its names and addresses are built from
 * the configured city and district names, so a long configured name could break a bound the API
 * states: such an outlet stops the seed with the form's reasons instead of being stored.
 */
function checkedOutlet(input: z.input<typeof OutletColumnsSchema>): OutletColumns {
  const parsed = OutletColumnsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map(
    (issue) =>
      `${issue.path.join('.')}: ${isMessageKey(issue.message) ? translate('en-US', issue.message) : issue.message}`,
  );
  throw new Error(`Demo outlet "${input.name}" does not fit the outlet form: ${reasons.join('; ')}`);
}

/**
 * Per-district figures for 2021–2025: each district's scale is its own (the old town and the
 * high-tech districts lead), growing year by year; deterministic.
 */
function demoFigures(districts: readonly District[]): Required<MapFigureInput>[] {
  const figures: Required<MapFigureInput>[] = [];
  districts.forEach((district, index) => {
    const scale = 0.45 + ((index * 37) % 11) / 10 + (index === 0 ? 0.6 : 0);
    for (let year = 2021; year <= 2025; year++) {
      const growth = 1.09 ** (year - 2021) * (1 + ((index + year) % 3) * 0.02);
      const applications = Math.round(9_000 * scale * growth);
      const grants = Math.round(applications * 0.56);
      figures.push({
        district: district.code,
        year,
        patentApplications: applications,
        patentGrants: grants,
        inventionGrants: Math.round(grants * (0.18 + (index % 4) * 0.03)),
        validInventionPatents: Math.round(14_000 * scale * 1.12 ** (year - 2021)),
        pctApplications: Math.round(260 * scale * growth),
        trademarkRegistrations: Math.round(11_000 * scale * growth * 0.95),
        note: '演示数据：由系统按规则生成，非真实统计',
      });
    }
  });
  return figures;
}

/**
 * The demo city's service catalogue, outlets (with photos drawn in code, placed inside their
 * districts on the configured map) and district figures for the map. Runs once per database.
 */
export async function seedDemoOutlets(db: Db, storage: FileStorage, config: Config): Promise<boolean> {
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const districts = config.cityProfile.districts;
    const outlets = demoOutlets(config.cityName, districts);
    const placesByDistrict = new Map(
      config.cityMap.geoJson.features.map((feature) => [
        feature.properties.code,
        interiorPoints(feature.geometry, outlets.length),
      ]),
    );
    // Every outlet is checked before anything is written, so a refused one leaves nothing behind.
    const checked = outlets.map((outlet, index) => {
      const district = districts[outlet.district % districts.length] as District;
      const [longitude, latitude] = placesByDistrict.get(district.code)?.shift() ?? [0, 0];
      const { services, district: _index, ...columns } = outlet;
      const valid = checkedOutlet({
        ...columns,
        district: district.code,
        longitude,
        latitude,
        closures: HOLIDAYS,
        sortOrder: index + 1,
      });
      return { services, columns: valid };
    });
    const serviceRows = await db
      .insert(stationServices)
      .values(SERVICES.map((service, index) => ({ ...service, sortOrder: index + 1 })))
      .returning({ id: stationServices.id, name: stationServices.name });
    const serviceIds = new Map(serviceRows.map((row) => [row.name, row.id]));
    for (const [index, { services, columns }] of checked.entries()) {
      const photos = [
        await storeUpload(db, storage, 'image', {
          bytes: drawOutletExterior(index + 1),
          name: `outlet-${index + 1}-exterior.png`,
        }),
        await storeUpload(db, storage, 'image', {
          bytes: drawOutletHall(index + 1),
          name: `outlet-${index + 1}-hall.png`,
        }),
      ];
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stations)
          .values({ ...columns, photos })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(stationServiceLinks).values(
          services.map((name, position) => ({
            stationId: row.id,
            serviceId: serviceIds.get(name) as string,
            position,
          })),
        );
        await setFileRefs(
          tx,
          'station',
          row.id,
          photos.map((photo) => photo.id),
        );
      });
    }
    await db.insert(mapFigures).values(demoFigures(districts));
  } catch (error) {
    // Let the next start try again rather than leave half a demo behind a mark.
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
