/** CSV for the admin exports (bookings, earnings): the one writer both use. */

/**
 * Excel takes the list separator of the reader's locale (`;` in much of Europe, a tab when pasted), not
 * only the comma, so a cell is quoted when it holds any of them, a quote, CR or LF: otherwise
 * `Pain;=1+2` would split into two cells, the second a formula.
 */
const needsQuotes = /[",;\t\r\n]/;
/**
 * A formula starts with =, +, - or @ (a tab or CR in front is skipped by spreadsheets): at the start of
 * the cell, and after any separator inside it, since a reader splitting on that separator sees a new
 * cell there. A quote mark in front makes the spreadsheet read it as text (OWASP "CSV injection").
 */
const formulaStart = /(^|[,;\t\r\n])([\t\r]*[=+\-@])/g;

/** A CSV cell (RFC 4180). Numbers are written as they are: only text can carry a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = value.replace(formulaStart, "$1'$2");
  return needsQuotes.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
