// CSV as people paste or export it (a BOM, CRLF, quoted cells, a ragged row, blank lines),
// read by csv-parse with each record's line: what a quick order and a catalogue import read.
import { parse } from 'csv-parse/sync';
import { fail, ok, type Result } from './result';

/** One record as read, and the line of the text it ends on. */
export interface CsvRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/**
 * The records of `text`, cells trimmed, or the line where its quotes break. `limit`: read
 * no more records than that (enough to tell a text too long).
 */
export function readCsvRecords(
  text: string,
  delimiter: string | string[],
  limit?: number,
): Result<readonly CsvRecord[], number> {
  try {
    const parsed: unknown = parse(text, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      ...(limit === undefined ? {} : { to: limit }),
    });
    return ok(parsed as readonly CsvRecord[]);
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return fail(typeof line === 'number' ? line : 1);
  }
}
