import {
  type CityProfile,
  currentStatMonth,
  type Locale,
  STAT_INDICATOR_SPECS,
  STAT_INDICATORS,
  STAT_MIN_YEAR,
  STAT_UNIT_LABELS,
  STAT_UNITS,
} from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { addDataSheet, CITY_WIDE, headerOf, WHOLE_YEAR } from './sheet-format.js';

/** Data rows of the template that carry drop-down lists and checks. */
const TEMPLATE_ROWS = 1000;
/**
 * The largest template file. Only the district list varies: with the most districts a profile
 * holds (1,000) and names of 50 characters the parts measured 440 KB before compression; names of
 * characters escaped to 6 bytes each add at most 300 KB more.
 */
export const TEMPLATE_MAX_BYTES = 1_000_000;

const SHEETS = {
  instructions: { 'zh-CN': '填写说明', 'en-US': 'Instructions' },
  indicators: { 'zh-CN': '指标', 'en-US': 'Indicators' },
  districts: { 'zh-CN': '区域', 'en-US': 'Districts' },
} as const;

const WORDS = {
  'zh-CN': {
    code: '代码',
    name: '名称',
    unit: '单位',
    measure: '口径',
    flow: '期间累计（月度数据相加为全年）',
    stock: '期末存量（全年取最后一个月）',
    city: '全市数据',
    additive: '由各区数据相加，按区填报',
    own: '全市单独填报（区域留空或填“全市”）',
    decimals: '小数位',
    monthHint: '填 1–12；全年数据留空或填“全年”',
    districtHint: '按区填报；仅“每万人口”类比率指标可留空或填“全市”',
    valueHint: '不能为负数；件数为整数，金额和比率最多两位小数',
    unitHint: '须与指标的单位一致',
    rules: [
      '每行一条数据：年份、月份、指标、区域、数值、单位，备注可不填。',
      '同一指标、区域和期间只能有一条数据；同一年度不能同时填报全年数据和月度数据。',
      '只能填报已结束的期间：全年数据须在次年填报，月度数据须在次月填报。',
      '指标、区域和单位请从下拉列表中选择，也可填写“指标”“区域”页中的代码。',
      '导入时任一行有误，整个文件都不会写入；请按错误报告逐行修改后重新导入。',
      '已有的数据请在后台列表中编辑，不能通过导入覆盖。',
    ],
  },
  'en-US': {
    code: 'Code',
    name: 'Name',
    unit: 'Unit',
    measure: 'Measure',
    flow: 'Counted over the period (months add up to the year)',
    stock: 'Level at the end of the period (the year is its last month)',
    city: 'City figure',
    additive: 'Sum of the districts: enter per district',
    own: 'Entered for the whole city (leave the district blank or write "City-wide")',
    decimals: 'Decimal places',
    monthHint: '1–12; leave blank or write "Whole year" for a whole-year figure',
    districtHint: 'Per district; only ratios (per 10,000 people) may be blank or "City-wide"',
    valueHint: 'Not negative; counts are whole numbers, amounts and ratios at most two decimals',
    unitHint: "Must be the indicator's unit",
    rules: [
      'One figure per row: year, month, indicator, district, value and unit; the note is optional.',
      'One figure per indicator, district and period; a year has either a whole-year figure or monthly figures.',
      'Only periods that have ended: a whole year from the next year on, a month from the next month on.',
      'Pick indicators, districts and units from the drop-down lists, or write the codes of the reference sheets.',
      'If any row is wrong, nothing of the file is written: correct the rows the report lists and import again.',
      'Figures already filed are edited in the back-office list; an import never overwrites them.',
    ],
  },
} as const;

/** A list validation from a range of a reference sheet. */
function listFrom(sheet: string, column: string, rows: number): ExcelJS.DataValidation {
  return { type: 'list', allowBlank: true, formulae: [`'${sheet}'!$${column}$2:$${column}$${rows + 1}`] };
}

/**
 * The import template in the caller's language: the data sheet (first, as the reader expects)
 * with drop-down lists and checks, the instructions, and the indicator and district lists.
 */
export async function buildTemplate(profile: CityProfile, locale: Locale): Promise<Buffer> {
  const words = WORDS[locale];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'cityip-portal';
  workbook.created = new Date();
  const data = addDataSheet(workbook, locale);
  const instructions = workbook.addWorksheet(SHEETS.instructions[locale]);
  const indicators = workbook.addWorksheet(SHEETS.indicators[locale]);
  const districts = workbook.addWorksheet(SHEETS.districts[locale]);

  indicators.columns = [
    { header: words.code, width: 26 },
    { header: words.name, width: 44 },
    { header: words.unit, width: 20 },
    { header: words.measure, width: 44 },
    { header: words.city, width: 56 },
    { header: words.decimals, width: 10 },
  ];
  indicators.getRow(1).font = { bold: true };
  for (const code of STAT_INDICATORS) {
    const rules = STAT_INDICATOR_SPECS[code];
    indicators.addRow([
      code,
      rules.name[locale],
      STAT_UNIT_LABELS[rules.unit][locale],
      rules.measure === 'flow' ? words.flow : words.stock,
      rules.additive ? words.additive : words.own,
      rules.decimals,
    ]);
  }
  // Units sit in column H of the indicator sheet, for the unit column's drop-down list.
  indicators.getCell('H1').value = words.unit;
  indicators.getCell('H1').font = { bold: true };
  STAT_UNITS.forEach((unit, index) => {
    indicators.getCell(`H${index + 2}`).value = STAT_UNIT_LABELS[unit][locale];
  });

  districts.columns = [
    { header: words.code, width: 16 },
    { header: words.name, width: 24 },
  ];
  districts.getRow(1).font = { bold: true };
  for (const district of profile.districts) {
    districts.addRow([district.code, locale === 'en-US' ? district.nameEn : district.name]);
  }
  districts.addRow(['', CITY_WIDE[locale]]);

  instructions.getColumn(1).width = 110;
  instructions.addRow([SHEETS.instructions[locale]]).font = { bold: true, size: 14 };
  for (const rule of words.rules) instructions.addRow([rule]);
  instructions.addRow([]);
  for (const [key, hint] of [
    ['month', words.monthHint],
    ['district', words.districtHint],
    ['value', words.valueHint],
    ['unit', words.unitHint],
  ] as const) {
    instructions.addRow([`${headerOf(key, locale)}${locale === 'en-US' ? ': ' : '：'}${hint}`]);
  }

  const { year } = currentStatMonth();
  const monthList = [WHOLE_YEAR[locale], ...Array.from({ length: 12 }, (_, i) => String(i + 1))].join(',');
  const checks: Record<string, ExcelJS.DataValidation> = {
    A: { type: 'whole', operator: 'between', allowBlank: true, formulae: [STAT_MIN_YEAR, year] },
    B: { type: 'list', allowBlank: true, formulae: [`"${monthList}"`] },
    C: listFrom(SHEETS.indicators[locale], 'B', STAT_INDICATORS.length),
    D: listFrom(SHEETS.districts[locale], 'B', profile.districts.length + 1),
    E: { type: 'decimal', operator: 'greaterThanOrEqual', allowBlank: true, formulae: [0] },
    F: listFrom(SHEETS.indicators[locale], 'H', STAT_UNITS.length),
  };
  for (let row = 2; row <= TEMPLATE_ROWS + 1; row++) {
    for (const [column, check] of Object.entries(checks)) data.getCell(`${column}${row}`).dataValidation = check;
  }
  data.getCell('B1').note = words.monthHint;
  data.getCell('D1').note = words.districtHint;
  data.getCell('E1').note = words.valueHint;
  data.getCell('F1').note = words.unitHint;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
