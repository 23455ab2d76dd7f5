import {
  type ApplicationStatus,
  applicationKindName,
  formatZonedTime,
  type Locale,
  type OperationStats,
  percentOf,
  statusLabelKey,
  translate,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';

type Cell = string | number | null;

/**
 * The largest workbook: at the longest period (36 months, 1,116 days), with every kind and status,
 * 200 overdue items and 13-digit counts, its parts measured 363 KB before compression; receipt
 * numbers of 64 characters would add under 10 KB.
 */
export const OPERATION_STATS_EXPORT_MAX_BYTES = 1_000_000;

/** The words of the workbook in each language. */
const WORDS = {
  'zh-CN': {
    overview: '概览',
    item: '项目',
    value: '数值',
    period: '统计期间',
    applications: '申请量',
    completed: '办结量',
    rejected: '不予受理/驳回量',
    averageDays: '平均办理天数',
    overdue: '超期未办结',
    registrations: '注册用户数',
    authentications: '实名认证提交数',
    downloads: '报告下载数',
    searches: '检索次数',
    byMonth: '按月申请量',
    month: '月份',
    total: '合计',
    kinds: '按业务类型',
    kind: '业务类型',
    dueDays: '办理时限（工作日）',
    statuses: '办理状态',
    status: '状态',
    count: '数量',
    overdueList: '超期事项',
    receiptNo: '受理编号',
    submittedAt: '提交时间',
    dueAt: '应办结时间',
    daysOverdue: '超期工作日数',
    accounts: '注册与认证',
    authApproved: '认证通过',
    authRejected: '认证驳回',
    downloadSheet: '报告下载',
    searchSheet: '每日检索',
    day: '日期',
    patentSearches: '专利检索',
    policySearches: '政策查询',
    matchmakingSheet: '技术供需对接',
    demandsPublished: '发布技术需求数',
    contacts: '联系请求数',
    matchmakingApplications: '对接申请数',
    consultSheet: '在线咨询',
    consultReceived: '收到咨询',
    consultReplied: '答复咨询',
    consultRepliedOnTime: '按期答复',
    consultOnTimeRate: '按期答复率（%）',
    consultOverdue: '当前超期未答复',
    consultAverageDays: '平均答复用时（工作日）',
    evaluationSheet: '好差评',
    reviews: '评价数',
    satisfied: '满意及以上',
    satisfiedRate: '满意率（%）',
    badReviews: '差评数',
    rectificationsOpen: '待整改',
    rectificationsOverdue: '整改超期',
    rectificationsAnswered: '已整改答复',
    followUps: '回访数',
    followUpsResolved: '回访已解决',
    followUpResolvedRate: '回访解决率（%）',
    watchSheet: '专利提醒',
    watchAlerting: '开启提醒的保存检索（当前）',
    watchIndustries: '重点产业订阅（当前）',
    watchSavedSearches: '新保存的检索',
    watchDigests: '发送提醒邮件',
    watchUnsubscribes: '通过邮件链接退订',
  },
  'en-US': {
    overview: 'Overview',
    item: 'Item',
    value: 'Value',
    period: 'Period',
    applications: 'Applications',
    completed: 'Completed',
    rejected: 'Rejected',
    averageDays: 'Average handling days',
    overdue: 'Overdue and open',
    registrations: 'Registrations',
    authentications: 'Authentications submitted',
    downloads: 'Report downloads',
    searches: 'Searches',
    byMonth: 'Applications by month',
    month: 'Month',
    total: 'Total',
    kinds: 'By kind',
    kind: 'Kind',
    dueDays: 'Time limit (working days)',
    statuses: 'Statuses',
    status: 'Status',
    count: 'Count',
    overdueList: 'Overdue items',
    receiptNo: 'Receipt no.',
    submittedAt: 'Submitted',
    dueAt: 'Due',
    daysOverdue: 'Working days overdue',
    accounts: 'Registrations',
    authApproved: 'Authentications approved',
    authRejected: 'Authentications rejected',
    downloadSheet: 'Report downloads',
    searchSheet: 'Searches per day',
    day: 'Day',
    patentSearches: 'Patent searches',
    policySearches: 'Policy searches',
    matchmakingSheet: 'Technology matchmaking',
    demandsPublished: 'Demands published',
    contacts: 'Contact requests',
    matchmakingApplications: 'Matchmaking applications',
    consultSheet: 'Consultations',
    consultReceived: 'Questions received',
    consultReplied: 'Questions replied',
    consultRepliedOnTime: 'Replied on time',
    consultOnTimeRate: 'Replied on time (%)',
    consultOverdue: 'Overdue and unreplied now',
    consultAverageDays: 'Average working days to reply',
    evaluationSheet: 'Evaluations',
    reviews: 'Reviews',
    satisfied: 'Satisfied or better',
    satisfiedRate: 'Satisfaction rate (%)',
    badReviews: 'Bad reviews',
    rectificationsOpen: 'Rectifications open',
    rectificationsOverdue: 'Rectifications overdue',
    rectificationsAnswered: 'Rectifications answered',
    followUps: 'Follow-ups',
    followUpsResolved: 'Follow-ups resolved',
    followUpResolvedRate: 'Follow-ups resolved (%)',
    watchSheet: 'Patent alerts',
    watchAlerting: 'Saved searches with alerts on (now)',
    watchIndustries: 'Industry subscriptions (now)',
    watchSavedSearches: 'Searches saved',
    watchDigests: 'Alert mails sent',
    watchUnsubscribes: 'Unsubscribed by mail link',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Columns a text takes in Excel: Chinese characters are twice as wide as Latin ones. */
function displayWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);
}

/** Adds a sheet with a bold, frozen header row and one row per entry of `rows`. */
function addSheet(workbook: ExcelJS.Workbook, name: string, headers: readonly string[], rows: readonly Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, displayWidth(header) + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

function statusName(status: ApplicationStatus, locale: Locale): string {
  return translate(locale, statusLabelKey(status));
}

/** The statistics of a period as a workbook: the overview, then one sheet per series; times in `timeZone`. */
export async function buildOperationStatsWorkbook(
  stats: OperationStats,
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const w = WORDS[locale];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const h = stats.headline;
  addSheet(
    workbook,
    w.overview,
    [w.item, w.value],
    [
      [w.period, `${stats.from} – ${stats.to}`],
      [w.applications, h.applications],
      [w.completed, h.completed],
      [w.rejected, h.rejected],
      [w.averageDays, h.averageHandlingDays],
      [w.overdue, h.overdue],
      [w.registrations, h.registrations],
      [w.authentications, h.authentications],
      [w.downloads, h.downloads],
      [w.searches, h.searches],
      [w.demandsPublished, h.demandsPublished],
      [w.contacts, h.contacts],
      [w.matchmakingApplications, h.matchmakingApplications],
      [w.consultReceived, h.consultReceived],
      [w.consultReplied, h.consultReplied],
      [w.consultRepliedOnTime, h.consultRepliedOnTime],
      [w.consultOverdue, h.consultOverdue],
      [w.consultAverageDays, h.consultAverageWorkingDays],
      [w.reviews, h.reviews],
      [w.satisfiedRate, h.satisfiedRate],
      [w.badReviews, h.badReviews],
      [w.rectificationsOpen, h.rectificationsOpen],
      [w.rectificationsOverdue, h.rectificationsOverdue],
      [w.rectificationsAnswered, h.rectificationsAnswered],
      [w.followUpResolvedRate, h.followUpResolvedRate],
      [w.watchAlerting, h.watchAlerting],
      [w.watchIndustries, h.watchIndustries],
      [w.watchDigests, h.watchDigests],
      [w.watchUnsubscribes, h.watchUnsubscribes],
    ],
  );
  const kinds = stats.kinds.map((k) => k.kind);
  addSheet(
    workbook,
    w.byMonth,
    [w.month, ...kinds.map((kind) => applicationKindName(kind, locale)), w.total],
    stats.months.map((month) => {
      const counts = kinds.map(
        (kind) => stats.applicationsByMonth.find((row) => row.month === month && row.kind === kind)?.count ?? 0,
      );
      return [month, ...counts, counts.reduce((sum, n) => sum + n, 0)];
    }),
  );
  addSheet(
    workbook,
    w.kinds,
    [w.kind, w.applications, w.completed, w.rejected, w.averageDays, w.overdue, w.dueDays],
    stats.kinds.map((k) => [
      applicationKindName(k.kind, locale),
      k.submitted,
      k.completed,
      k.rejected,
      k.averageHandlingDays,
      k.overdue,
      k.dueDays,
    ]),
  );
  addSheet(
    workbook,
    w.statuses,
    [w.status, w.count],
    stats.statuses.map((s) => [statusName(s.status, locale), s.count]),
  );
  addSheet(
    workbook,
    w.overdueList,
    [w.receiptNo, w.kind, w.status, w.submittedAt, w.dueAt, w.daysOverdue],
    stats.overdue.map((item) => [
      item.receiptNo,
      applicationKindName(item.kind, locale),
      statusName(item.status, locale),
      formatZonedTime(item.submittedAt, timeZone),
      formatZonedTime(item.dueAt, timeZone),
      item.daysOverdue,
    ]),
  );
  addSheet(
    workbook,
    w.accounts,
    [w.month, w.registrations, w.authentications, w.authApproved, w.authRejected],
    stats.accounts.map((m) => [m.month, m.registrations, m.authSubmitted, m.authApproved, m.authRejected]),
  );
  addSheet(
    workbook,
    w.downloadSheet,
    [w.month, w.downloads],
    stats.downloads.map((m) => [m.month, m.downloads]),
  );
  addSheet(
    workbook,
    w.matchmakingSheet,
    [w.month, w.demandsPublished, w.contacts, w.matchmakingApplications],
    stats.matchmaking.map((m) => [m.month, m.demandsPublished, m.contacts, m.matchmakingApplications]),
  );
  addSheet(
    workbook,
    w.consultSheet,
    [w.month, w.consultReceived, w.consultReplied, w.consultRepliedOnTime, w.consultOnTimeRate, w.consultAverageDays],
    stats.consultations.map((m) => [
      m.month,
      m.received,
      m.replied,
      m.repliedOnTime,
      percentOf(m.repliedOnTime, m.replied),
      m.averageWorkingDays,
    ]),
  );
  addSheet(
    workbook,
    w.evaluationSheet,
    [
      w.month,
      w.reviews,
      w.satisfied,
      w.satisfiedRate,
      w.badReviews,
      w.rectificationsAnswered,
      w.followUps,
      w.followUpsResolved,
      w.followUpResolvedRate,
    ],
    stats.evaluations.map((m) => [
      m.month,
      m.reviews,
      m.satisfied,
      percentOf(m.satisfied, m.reviews),
      m.badReviews,
      m.rectificationsAnswered,
      m.followUps,
      m.followUpsResolved,
      percentOf(m.followUpsResolved, m.followUps),
    ]),
  );
  addSheet(
    workbook,
    w.watchSheet,
    [w.month, w.watchSavedSearches, w.watchDigests, w.watchUnsubscribes],
    stats.watch.map((m) => [m.month, m.savedSearches, m.digests, m.unsubscribes]),
  );
  addSheet(
    workbook,
    w.searchSheet,
    [w.day, w.patentSearches, w.policySearches, w.total],
    stats.searches.map((d) => [d.day, d.patent, d.policy, d.patent + d.policy]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `operation-statistics-2025-01-2025-12.xlsx` */
export function operationStatsFileName(stats: Pick<OperationStats, 'from' | 'to'>): string {
  return `operation-statistics-${stats.from}-${stats.to}.xlsx`;
}
