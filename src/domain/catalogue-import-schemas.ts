// A catalogue import's request and answer (issue 27, item 6), and its sentences. Apart from
// catalogue-import.ts so that the admin page's calls do not carry the CSV reader.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';

export const CATALOGUE_IMPORT_MAX_ROWS = 10_000;
/** Characters of the file: 4 MB holds 10,000 rows with long descriptions. */
export const CATALOGUE_IMPORT_MAX_CHARS = 4 * 1024 * 1024;
/** The request's bytes: the file as JSON text (quotes and line ends escaped) and the rest. */
export const CATALOGUE_IMPORT_MAX_BODY_BYTES = 5 * 1024 * 1024;

export const CATALOGUE_IMPORT_EMPTY = 'The file holds no tools: a header row, then one row a tool';
export const CATALOGUE_IMPORT_TOO_LONG = `The file is larger than ${CATALOGUE_IMPORT_MAX_CHARS / 1024 / 1024} MB: split it in parts`;
export const CATALOGUE_IMPORT_TOO_MANY = `An import takes at most ${CATALOGUE_IMPORT_MAX_ROWS.toLocaleString('en-US')} tools: split the file in parts`;
export const CATALOGUE_IMPORT_BODY_TOO_LARGE = `The request is larger than ${CATALOGUE_IMPORT_MAX_BODY_BYTES / 1024 / 1024} MB: split the file in parts`;
export const CATALOGUE_IMPORT_NO_FINGERPRINT =
  'Run a dry run first: applying needs the fingerprint of the catalogue it checked';
export const catalogueRowsRefusedMessage = (count: number): string =>
  `${count === 1 ? '1 row is' : `${count.toLocaleString('en-US')} rows are`} refused: correct the file and run the dry run again. Nothing was changed.`;
export const unreadableCatalogueMessage = (line: number): string =>
  `The file could not be read at line ${line}: check its quotes`;
export const missingColumnsMessage = (columns: readonly string[]): string =>
  `The header row must name the columns ${columns.join(', ')}`;

/**
 * `POST /tool/import`: the CSV as read; a dry run changes nothing and answers the
 * catalogue's fingerprint, which applying sends back (refused if the catalogue changed).
 */
export const CatalogueImportInputSchema = v.strictObject(
  {
    csv: v.pipe(
      v.string('The file must be text'),
      v.maxLength(CATALOGUE_IMPORT_MAX_CHARS, CATALOGUE_IMPORT_TOO_LONG),
    ),
    dryRun: v.optional(v.boolean('dryRun must be true or false')),
    fingerprint: v.optional(
      v.pipe(
        v.string('The fingerprint must be text'),
        v.maxLength(64, 'That fingerprint is not valid'),
      ),
    ),
  },
  strictObjectMessage,
);
export type CatalogueImportInput = v.InferOutput<typeof CatalogueImportInputSchema>;

const readList = <const S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.readonly());

export const CatalogueImportReplySchema = v.object({
  /** False for a dry run: nothing was changed. */
  applied: v.boolean(),
  /** The catalogue the rows were checked against; applying sends it back. */
  fingerprint: v.string(),
  created: readList(v.object({ line: v.number(), partNumber: v.string(), name: v.string() })),
  changed: readList(
    v.object({
      line: v.number(),
      partNumber: v.string(),
      name: v.string(),
      /** The fields whose value the row changes, as the header names them. */
      fields: readList(v.string()),
    }),
  ),
  refused: readList(v.object({ line: v.number(), partNumber: v.string(), reason: v.string() })),
  /** Rows that match their tool as it is. */
  unchanged: v.number(),
});
export type CatalogueImportReply = v.InferOutput<typeof CatalogueImportReplySchema>;
export type CatalogueCreated = CatalogueImportReply['created'][number];
export type CatalogueChanged = CatalogueImportReply['changed'][number];
export type CatalogueRefused = CatalogueImportReply['refused'][number];
