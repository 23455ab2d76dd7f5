import {
  type ColumnClosureInput,
  ColumnClosureInputSchema,
  type ColumnKey,
  ColumnScheduleInputSchema,
  localDateAt,
  REPORT_TITLE_MAX,
  ReportInputSchema,
  SurveyFormInputSchema,
  type WeeklySchedule,
} from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Config, ConfigError } from '../../config.js';
import { storeUpload } from '../../features/files/files.service.js';
import { createClosure, saveColumnSchedule } from '../../features/opening-times/opening-times.service.js';
import { storeReportFile } from '../../features/reports/report-files.js';
import { createReport } from '../../features/reports/reports.service.js';
import { reports } from '../../features/reports/reports.tables.js';
import { saveSurveyForm } from '../../features/survey/survey.service.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';
import { drawBanner } from './banner-images.js';
import type { Rgb } from './pdf-writer.js';
import { renderReportPdf } from './report-document.js';

const MARK = 'demo-reports-v1';

/** Six reports over the city's key industries (cycled when the profile has fewer). */
const REPORTS = [
  { kind: 'navigation', suffix: '产业专利导航分析报告', date: '2026-09-18', downloads: 236, accent: [22, 78, 150] },
  { kind: 'warning', suffix: '产业专利预警分析报告', date: '2026-06-10', downloads: 158, accent: [150, 52, 40] },
  { kind: 'navigation', suffix: '产业专利导航分析报告', date: '2025-12-05', downloads: 97, accent: [20, 110, 100] },
  { kind: 'warning', suffix: '产业海外专利风险预警报告', date: '2025-08-20', downloads: 184, accent: [120, 70, 150] },
  { kind: 'navigation', suffix: '产业专利导航分析报告', date: '2025-03-28', downloads: 73, accent: [170, 110, 20] },
  { kind: 'warning', suffix: '产业知识产权风险预警报告', date: '2024-11-15', downloads: 129, accent: [60, 90, 40] },
] as const;

/** Deterministic yearly counts for a report's chart. */
function yearlyCounts(seed: number, lastYear: number) {
  return Array.from({ length: 6 }, (_, i) => ({
    year: lastYear - 5 + i,
    count: 120 + seed * 37 + i * (40 + seed * 9) + ((seed * 53 + i * 29) % 60),
  }));
}

const lighter = (rgb: Rgb): Rgb => rgb.map((c) => Math.min(255, c + 70)) as unknown as Rgb;

/**
 * A demo report's title, which holds CITY_NAME: one too long for a report title stops the seed
 * before anything is written, naming the setting (a title is never cut to fit). Once the title
 * fits, so do the summary and the file name that hold the same names.
 */
function demoTitle(city: string, industryName: string, spec: (typeof REPORTS)[number]): string {
  const title = `${city}${industryName}${spec.suffix}（${spec.date.slice(0, 4)}）`;
  if (ReportInputSchema.shape.title.safeParse(title).success) return title;
  throw new ConfigError(
    `The demo report title "${title}" is longer than a report title may be (${REPORT_TITLE_MAX} characters) ` +
      `with CITY_NAME "${city}". Set a shorter CITY_NAME, or DEMO_SEED=false.`,
  );
}

async function seedReports(db: Db, storage: FileStorage, config: Config): Promise<void> {
  const { industries, timeZone } = config.cityProfile;
  if (industries.length === 0) return;
  const city = config.cityName;
  const context = {
    profile: config.cityProfile,
    locale: 'zh-CN' as const,
    today: localDateAt(new Date(), timeZone),
  };
  const planned = REPORTS.map((spec, index) => {
    const industry = industries[index % industries.length] as (typeof industries)[number];
    return { spec, industry, title: demoTitle(city, industry.name, spec) };
  });
  for (const [index, { spec, industry, title }] of planned.entries()) {
    const year = Number(spec.date.slice(0, 4));
    const pdf = renderReportPdf({
      title,
      city,
      industry,
      publishDate: spec.date,
      kind: spec.kind,
      yearly: yearlyCounts(index + 1, year - 1),
      accent: spec.accent,
    });
    const file = await storeReportFile(db, storage, { bytes: pdf, name: `${title}.pdf` });
    const cover = await storeUpload(db, storage, 'image', {
      bytes: drawBanner(spec.accent, lighter(spec.accent), index + 11, 360, 480),
      name: `report-cover-${index + 1}.png`,
    });
    const input = ReportInputSchema.parse({
      title,
      industry: industry.code,
      summary:
        `本报告围绕${city}${industry.name}产业，分析了近年来的专利申请态势、技术构成与创新主体，` +
        `${spec.kind === 'warning' ? '识别了主要的专利侵权与海外布局风险，' : '绘制了产业专利导航图谱，'}并提出了对策建议。（演示数据）`,
      cover,
      file: { ...file, mime: 'application/pdf' },
      publishDate: spec.date,
      status: 'published',
    });
    const report = await createReport(db, context, input);
    await db.update(reports).set({ downloadCount: spec.downloads }).where(eq(reports.id, report.id));
  }
}

async function seedSurvey(db: Db): Promise<void> {
  await saveSurveyForm(
    db,
    SurveyFormInputSchema.parse({
      title: '专利导航预警报告下载调查表',
      intro: '感谢您关注本市专利导航预警报告。为了解报告的使用需求、持续改进研究工作，请在下载前花一分钟填写以下问卷。',
      questions: [
        {
          id: 'organisation-type',
          type: 'single',
          title: '您所在单位的类型',
          required: true,
          options: ['企业', '高校或科研院所', '知识产权服务机构', '政府部门', '个人', '其他'],
        },
        { id: 'organisation-name', type: 'text', title: '单位名称', required: false },
        {
          id: 'purpose',
          type: 'multiple',
          title: '下载报告的用途（可多选）',
          required: true,
          options: ['技术研发参考', '专利布局规划', '投资或合作决策', '风险防控', '学习研究'],
        },
        {
          id: 'follow-up',
          type: 'single',
          title: '是否希望获得后续专利导航服务',
          required: false,
          options: ['是', '否'],
        },
        { id: 'suggestion', type: 'text', title: '对报告内容的意见和建议', required: false },
      ],
    }),
  );
}

const OFFICE: WeeklySchedule['mon'] = [
  { start: '09:00', end: '12:00' },
  { start: '13:30', end: '17:30' },
];
const WORKING_WEEK: WeeklySchedule = {
  mon: OFFICE,
  tue: OFFICE,
  wed: OFFICE,
  thu: OFFICE,
  fri: OFFICE,
  sat: [],
  sun: [],
};
/** The businesses that staff handle in office hours; the read-only sections stay open around the clock. */
const OFFICE_HOURS_COLUMNS: ColumnKey[] = [
  'serviceWindow',
  'patentPreAudit',
  'onlineHandling',
  'rightsAid',
  'disputeMediation',
  'adminRuling',
  'adminMediation',
];

async function seedOpeningTimes(db: Db): Promise<void> {
  for (const key of OFFICE_HOURS_COLUMNS) {
    await saveColumnSchedule(
      db,
      key,
      ColumnScheduleInputSchema.parse({
        mode: 'scheduled',
        weekly: WORKING_WEEK,
        closedMessage: '现在是非工作时间，请于工作日 9:00—12:00、13:30—17:30 办理。',
        closedMessageEn: 'Outside office hours. Please come back on a working day, 9:00–12:00 or 13:30–17:30.',
      }),
    );
  }
  const closures: ColumnClosureInput[] = [
    {
      kind: 'holiday',
      start: '2027-01-01T00:00',
      end: '2027-01-02T00:00',
      columns: OFFICE_HOURS_COLUMNS,
      message: '元旦假期暂停办理，1 月 2 日起恢复。',
      messageEn: "Closed for New Year's Day; open again from 2 January.",
    },
    {
      kind: 'holiday',
      start: '2027-02-06T00:00',
      end: '2027-02-13T00:00',
      columns: OFFICE_HOURS_COLUMNS,
      message: '春节假期暂停办理，假期结束后恢复受理。',
      messageEn: 'Closed for the Spring Festival; open again after the holiday.',
    },
    {
      kind: 'closure',
      start: '2026-12-19T20:00',
      end: '2026-12-20T08:00',
      columns: ['patentPreAudit'],
      message: '专利预审系统升级维护，暂停受理。',
      messageEn: 'The pre-examination system is being upgraded.',
    },
  ];
  for (const closure of closures) await createClosure(db, ColumnClosureInputSchema.parse(closure));
}

/**
 * The demo city's patent navigation reports (generated PDFs and covers), the download survey and
 * the columns' opening times (issue 5). Runs once per database (a seed mark of its own), so what
 * operators change afterwards stays as they left it.
 */
export async function seedDemoReports(db: Db, storage: FileStorage, config: Config): Promise<boolean> {
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    await seedReports(db, storage, config);
    await seedSurvey(db);
    await seedOpeningTimes(db);
  } catch (error) {
    // Let the next start try again rather than leave half a demo behind a mark.
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
