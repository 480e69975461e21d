import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsv, writeCsv, type CsvRow } from './csv';

/** Cells that stress the quoting rules: separators, quotes, line breaks, spaces, a BOM and non-ASCII text. */
const tricky = fc.string({
  unit: fc.constantFrom(
    ',',
    '"',
    '\n',
    '\r',
    '\r\n',
    ' ',
    '\t',
    '\uFEFF',
    'a',
    'Z',
    '0',
    'é',
    'ß',
    '日',
    '😀',
  ),
  maxLength: 12,
});
const cell = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 12 }), fc.constant(''));
/** A header and rows of the same width. */
const table = fc.integer({ min: 1, max: 5 }).chain((width) =>
  fc.record({
    columns: fc.array(cell, { minLength: width, maxLength: width }),
    rows: fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 8 }),
  }),
);
const lineBreaks = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

describe('csv (properties)', () => {
  it('reads back exactly what it wrote, whatever the cells hold', () => {
    fc.assert(
      fc.property(table, ({ columns, rows }) => {
        const read = readCsv(writeCsv(rows, columns));
        expect(read.map((r) => r.cells)).toEqual([columns, ...rows]);
      }),
    );
  });

  it('numbers each record by the line it starts on, counting the line breaks inside quoted cells', () => {
    fc.assert(
      fc.property(table, ({ columns, rows }) => {
        const records = [columns, ...rows];
        let line = 1;
        const expected = records.map((cells) => {
          const start = line;
          line += 1 + cells.reduce((sum, c) => sum + lineBreaks(c), 0);
          return start;
        });
        expect(readCsv(writeCsv(rows, columns)).map((r) => r.line)).toEqual(expected);
      }),
    );
  });

  it('quotes exactly the cells that need it, so plain cells stay plain', () => {
    fc.assert(
      fc.property(table, ({ columns, rows }) => {
        const text = writeCsv(rows, columns);
        expect(text.endsWith('\n')).toBe(true);
        const plain = [columns, ...rows].every((r) =>
          r.every((c) => !/[",\r\n\uFEFF]/.test(c) && c.trim() === c && (c !== '' || r.length > 1)),
        );
        if (plain) expect(text.includes('"')).toBe(false);
      }),
    );
  });

  it('reads \\n, \\r\\n and \\r files alike, skipping empty lines and a byte order mark', () => {
    const plainCell = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', 'é'), maxLength: 6 });
    const plainRows = fc.array(fc.array(plainCell, { minLength: 1, maxLength: 4 }), { maxLength: 8 });
    fc.assert(
      fc.property(
        plainRows,
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        (rows, eol, bom, trailing) => {
          const text = `${bom ? '\uFEFF' : ''}${rows.map((r) => r.join(',')).join(eol)}${trailing ? eol : ''}`;
          const expected = rows
            .map((cells, i) => ({ line: i + 1, cells }))
            .filter((r) => r.cells.join(',') !== '');
          expect(readCsv(text)).toEqual(expected);
        },
      ),
    );
  });

  it('on any text, either refuses its quotes or numbers its records in order within its lines', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', '\r\n', ' ', '\uFEFF') });
    fc.assert(
      fc.property(text, (input) => {
        let rows: CsvRow[];
        try {
          rows = readCsv(input);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvSyntaxError);
          return;
        }
        const lines = input.split(/\r\n|\r|\n/).length;
        rows.forEach((row, i) => {
          expect(row.line).toBeGreaterThan(rows[i - 1]?.line ?? 0);
          expect(row.line).toBeLessThanOrEqual(lines);
        });
      }),
    );
  });

  it('refuses quotes that do not pair up, naming the line of the record they break', () => {
    const failure = (text: string): unknown => {
      try {
        readCsv(text);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9]{1,5}$/), { maxLength: 5 }),
        fc.constantFrom('x,"never closed', 'x,"closed"too early,y', '"a"b'),
        (before, broken) => {
          const error = failure([...before, broken, 'y,z'].join('\n'));
          expect(error).toBeInstanceOf(CsvSyntaxError);
          expect((error as CsvSyntaxError).line).toBe(before.length + 1);
        },
      ),
    );
  });
});
