/** CSV for the admin exports (bookings, earnings). */

/** CSV cell (RFC 4180): quoted when needed; a leading =, +, - or @ is neutralised with a quote mark. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
export function csvLine(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
