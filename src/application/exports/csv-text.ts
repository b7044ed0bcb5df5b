// CSV as spreadsheets read it: RFC 4180 (CRLF between records, fields quoted when they hold
// a comma, a quote or a line break), UTF-8 with a byte order mark so that Excel does not
// read the names as Latin-1, and every text that starts like a formula (= + - @ tab CR)
// prefixed with ' so that opening the file cannot run what a customer typed.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number;

const options = { record_delimiter: 'windows', escape_formulas: true } as const;

/** The first chunk of a file: the byte order mark and the header record. */
export const csvHeader = (header: readonly string[]): string =>
  stringify([[...header]], { ...options, bom: true });

/** Records after the header, with their line ends. */
export const csvRecords = (records: readonly (readonly CsvCell[])[]): string =>
  records.length === 0
    ? ''
    : stringify(
        records.map((record) => [...record]),
        options,
      );
