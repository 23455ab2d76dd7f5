/**
 * Built-in number formats that show a date or time: the ISO ones (14-22, 45-47) and the East
 * Asian ones Excel on Chinese Windows writes by number (27-36, 50-58, e.g. 31 = yyyy"年"m"月"d"日").
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** Whether a cell with this number format holds a date: a built-in date format, or a code that spells one. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(id);
  // Colours, locales and quoted text ("年") say nothing about dates.
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhs]/i.test(bare);
}

/** Day 0 of serial dates: 1899-12-30, after Excel's 1900 leap-year quirk; 1904 workbooks start on 1904-01-01. */
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);

/** The moment an Excel serial number stands for (UTC, as Excel has no time zone). */
export function excelDate(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900;
  return new Date(epoch + Math.round(serial * 86_400_000));
}
