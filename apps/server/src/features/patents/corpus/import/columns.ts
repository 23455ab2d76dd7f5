/**
 * The columns an import understands and the headers that name them, in Chinese (as CNIPA and
 * commercial databases export them) or English (the field names of the patent record). Headers
 * match ignoring case, spaces and full-width parentheses: `公开（公告）号` = `公开(公告)号`.
 */
export const COLUMNS = {
  applicationNumber: ['申请号', '专利号', 'AN'],
  publicationNumber: ['公开（公告）号', '公开号', '公告号', '公开公告号', 'PN'],
  kindCode: ['文献类型', '文献种类代码', 'kind'],
  patentType: ['专利类型', 'type', 'PT'],
  title: ['名称', '标题', '发明名称', '专利名称', 'TI'],
  abstract: ['摘要', 'AB'],
  firstClaim: ['首项权利要求', '主权项', '权利要求', 'claim', 'CL'],
  applicants: ['申请（专利权）人', '申请人', '专利权人', 'applicant', 'PA'],
  inventors: ['发明（设计）人', '发明人', '设计人', 'inventor', 'IN'],
  applicantAddress: ['申请人地址', '地址', 'address'],
  district: ['区域', '所属区', '所属区域', '区县', 'DI'],
  ipcMain: ['IPC主分类号', '主分类号', 'mainIpc'],
  ipcCodes: ['IPC分类号', '分类号', 'IPC'],
  cpcCodes: ['CPC分类号', 'CPC'],
  applicationDate: ['申请日', 'AD'],
  publicationDate: ['公开（公告）日', '公开日', '公告日', 'PD'],
  grantDate: ['授权公告日', '授权日', 'GD'],
  legalStatus: ['法律状态', '当前法律状态', 'LS'],
  legalHistory: ['法律事件', '法律状态历史'],
  industry: ['产业', '所属产业', '重点产业', 'IND'],
  citations: ['被引次数', '被引用次数', 'citedBy'],
  licenceFeeMode: ['许可费用方式', '付费方式'],
  licenceAnnualFee: ['许可年费（元）', '许可年费'],
  licenceRoyaltyRate: ['提成比例（%）', '提成比例'],
  licenceTermYears: ['许可期限（年）', '许可期限'],
  licenceDeclaredOn: ['开放许可声明日', '声明日'],
  licenceValidUntil: ['许可有效期至', '有效期至'],
  licenceConditions: ['许可条件'],
  licenceContactName: ['许可联系人', '联系人'],
  licenceContactPhone: ['联系电话'],
  licenceContactEmail: ['联系邮箱', '电子邮箱'],
} as const satisfies Record<string, readonly string[]>;

export type Column = keyof typeof COLUMNS;
export const COLUMN_NAMES = Object.keys(COLUMNS) as Column[];

/** A file without these columns cannot give a patent (type and dates are checked per row). */
export const REQUIRED_COLUMNS: readonly Column[] = [
  'applicationNumber',
  'publicationNumber',
  'title',
  'applicants',
  'applicationDate',
  'publicationDate',
  'legalStatus',
];

export const LICENCE_COLUMNS = COLUMN_NAMES.filter((c) => c.startsWith('licence'));

function normalise(header: string): string {
  return header
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/[\s_-]/g, '')
    .toLowerCase();
}

const BY_HEADER = new Map<string, Column>();
for (const column of COLUMN_NAMES) {
  BY_HEADER.set(normalise(column), column);
  for (const alias of COLUMNS[column]) BY_HEADER.set(normalise(alias), column);
}

/** The column a header names, or null. `application_number`, `applicationNumber`, `申请号` are one column. */
export function columnOf(header: string): Column | null {
  return BY_HEADER.get(normalise(header)) ?? null;
}

/** How a file's headers map to columns: the first header naming a column wins. */
export interface ColumnMapping {
  headers: Map<Column, string>;
  ignored: string[];
}

export function mapHeaders(headers: readonly string[]): ColumnMapping {
  const mapped = new Map<Column, string>();
  const ignored: string[] = [];
  for (const header of headers) {
    if (!header.trim()) continue;
    const column = columnOf(header);
    if (column && !mapped.has(column)) mapped.set(column, header);
    else ignored.push(header);
  }
  return { headers: mapped, ignored };
}
