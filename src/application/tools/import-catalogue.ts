// `POST /tool/import` (admin, issue 27 item 6): a CSV of tools. A dry run reads and checks
// every row against the catalogue and answers what would be created, changed and refused,
// with the catalogue's fingerprint. Applying sends that fingerprint back: the rows are
// checked again against the catalogue held still, and written all or none, refused when
// any row is refused or the catalogue is no longer the one the dry run saw.
import { catalogueFingerprint } from '../../domain/catalogue-fingerprint';
import {
  planCatalogueImport,
  readCatalogueCsv,
  type CataloguePlan,
} from '../../domain/catalogue-import';
import {
  CATALOGUE_IMPORT_NO_FINGERPRINT,
  catalogueRowsRefusedMessage,
  type CatalogueImportInput,
  type CatalogueImportReply,
} from '../../domain/catalogue-import-schemas';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { CatalogueImportStore } from '../ports/catalogue-import.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';

export interface CatalogueImportDeps {
  readonly catalogueImport: CatalogueImportStore;
  /** The image address as the store keeps it (an upload's absolute URL made relative). */
  readonly storedImage: (url: string) => string;
}

const replyOf = (plan: CataloguePlan, fingerprint: string, applied: boolean) => ({
  applied,
  fingerprint,
  created: plan.created,
  changed: plan.changed,
  refused: plan.refused,
  unchanged: plan.unchanged,
});

const countOf = (count: number, what: string) =>
  `${count.toLocaleString('en-US')} ${what}${count === 1 ? '' : 's'}`;

export async function importCatalogue(
  deps: CatalogueImportDeps,
  viewer: Viewer,
  { csv, dryRun, fingerprint }: CatalogueImportInput,
): Promise<Result<CatalogueImportReply, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  if (dryRun !== true && !fingerprint)
    return fail({ code: 'invalid', message: CATALOGUE_IMPORT_NO_FINGERPRINT });
  const rows = readCatalogueCsv(csv);
  if (!rows.ok) return fail({ code: 'invalid', message: rows.error });
  if (dryRun === true) {
    const tools = await deps.catalogueImport.list();
    const plan = planCatalogueImport(rows.value, tools, deps.storedImage);
    return ok(replyOf(plan, catalogueFingerprint(tools), false));
  }
  return deps.catalogueImport.apply(admin.value.email, (tools) => {
    if (catalogueFingerprint(tools) !== fingerprint)
      return fail<Refusal>({ code: 'catalogue-changed' });
    const plan = planCatalogueImport(rows.value, tools, deps.storedImage);
    if (plan.refused.length > 0)
      return fail<Refusal>({
        code: 'invalid',
        message: catalogueRowsRefusedMessage(plan.refused.length),
      });
    const auditSubject = `${countOf(plan.created.length, 'tool')} created, ${countOf(plan.changed.length, 'tool')} changed`;
    return ok({
      writes: { create: plan.create, update: plan.update, auditSubject },
      // The fingerprint the catalogue had: the store's own after writing is another.
      answer: replyOf(plan, fingerprint ?? '', true),
    });
  });
}
