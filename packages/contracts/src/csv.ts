import Papa from 'papaparse';

/**
 * The one CSV reader and writer (RFC 4180, by papaparse), for the browser and Node alike. Not part of
 * `core.ts`: only the screens and modules that read or write files load it.
 */

/** One record and the 1-based line of the text it starts on (a quoted cell may span several lines). */
export type CsvRow = { line: number; cells: string[] };

/** Quotes that do not pair up, at the line of the record they break. */
export class CsvSyntaxError extends Error {
  readonly reason = 'A quoted cell must end with a quote followed by a comma or the end of the line';
  constructor(readonly line: number) {
    super();
    this.name = 'CsvSyntaxError';
    this.message = `Line ${line}: ${this.reason}`;
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * Reads comma-separated records: a leading byte order mark is dropped, empty lines are skipped, and a
 * cell in double quotes may hold commas, doubled quotes and line breaks. Line endings may be \n, \r\n or
 * \r (one kind per file). Throws CsvSyntaxError on quotes that do not pair up.
 */
export function readCsv(text: string): CsvRow[] {
  // Papa drops one leading byte order mark itself; its cursor counts in the text without it.
  const src = text.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: ({ data: cells, errors, meta }) => {
      const raw = src.slice(start, meta.cursor);
      if (errors.length > 0) throw new CsvSyntaxError(line);
      if (!/^(\r\n|\r|\n)?$/.test(raw)) rows.push({ line, cells });
      // In a file of mixed line endings a \r\n may straddle two records; it is still one line break.
      line += countLineBreaks(raw) - (raw.startsWith('\n') && src[start - 1] === '\r' ? 1 : 0);
      start = meta.cursor;
    },
  });
  return rows;
}

/**
 * Writes a header line and one line per row (each row holding one cell per column), each line ending in
 * \n as the cycle log export always did (every reader takes it). A cell is quoted when it holds a comma, a quote or a line break, or starts or ends with white space
 * (which readers often trim); with a single column an empty cell is written "" so it does not read back
 * as an empty line.
 */
export function writeCsv(rows: readonly (readonly string[])[], columns: readonly string[]): string {
  const text = Papa.unparse([columns, ...rows] as string[][], {
    delimiter: ',',
    newline: '\n',
    quotes: (value: unknown) =>
      typeof value === 'string' && (value.trim() !== value || (value === '' && columns.length === 1)),
  });
  return `${text}\n`;
}
