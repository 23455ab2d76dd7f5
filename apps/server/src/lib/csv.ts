/**
 * Neutralises spreadsheet formulas: exported cells carry text users or imports typed (emails of
 * failed logins, user agents, patent titles), and Excel would run `=HYPERLINK(...)` from a CSV cell.
 */
function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: formulas defused, quoted when it holds a quote, comma or line break. */
export function csvCell(text: string): string {
  const safe = defuseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line with its CRLF end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
