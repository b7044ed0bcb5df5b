// Catalogue import (issue 27, item 6): an admin's CSV of tools is checked in a dry run that
// changes nothing, then applied all or nothing, refused when the catalogue changed since
// the dry run or when any row is refused; the audit log records it.
import { beforeEach, expect, it } from 'vitest';
import { describeRefusal } from '../../application/refusals';
import {
  CATALOGUE_IMPORT_NO_FINGERPRINT,
  catalogueRowsRefusedMessage,
} from '../../domain/catalogue-import-schemas';
import type { Tool } from '../../domain/tool';
import { ApiContractKit, expectRefusal, unwrap, type ApiContractSubject } from './api-contract-kit';

const HEADER = 'Part number,Name,Description,Price,Minimum,Stock,Pack size,Image URL';
const IMG = 'https://images.example.test/import.svg';

export function describeApiCatalogueImportContract(
  makeSubject: () => ApiContractSubject | Promise<ApiContractSubject>,
): void {
  let kit: ApiContractKit;
  let held: Tool;
  // The API server's database outlives each test: every test has part numbers of its own.
  let pn = '';
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
  const toolOf = async (partNumber: string) =>
    unwrap(await kit.api.listTools(), 'tools').find((tool) => tool.partNumber === partNumber);

  beforeEach(async () => {
    pn = `CI-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    kit = new ApiContractKit(await makeSubject());
    held = await kit.addTool({ name: `Held ${pn}`, partNumber: `${pn}-A`, price: 7 });
    await kit.actAs('admin');
  });

  it('says what a dry run would do, changes nothing, then applies every row', async () => {
    const file = csv(
      `${pn}-a,Held ${pn},"${held.description}",8,10,90,,${IMG}`,
      `${pn}-B,New ${pn},"A tray, wide",4,1,10,2,${IMG}`,
    );
    const dry = unwrap(await kit.api.importCatalogue({ csv: file, dryRun: true }), 'dry run');
    expect(dry).toMatchObject({
      applied: false,
      created: [{ line: 3, partNumber: `${pn}-B`, name: `New ${pn}` }],
      changed: [{ line: 2, partNumber: `${pn}-A`, fields: ['price', 'stock', 'image URL'] }],
      refused: [],
      unchanged: 0,
    });
    expect(await kit.tool(held._id)).toMatchObject({ price: 7, availableQty: 100 });
    expect(await toolOf(`${pn}-B`)).toBeUndefined();

    const applied = unwrap(
      await kit.api.importCatalogue({ csv: file, fingerprint: dry.fingerprint }),
      'apply',
    );
    expect(applied).toMatchObject({ applied: true, created: dry.created, changed: dry.changed });
    expect(await kit.tool(held._id)).toMatchObject({ price: 8, availableQty: 90 });
    expect(await toolOf(`${pn}-B`)).toMatchObject({
      name: `New ${pn}`,
      description: 'A tray, wide',
      price: 4,
      packSize: 2,
    });
    const audit = unwrap(await kit.api.listAuditLog({ page: 1, pageSize: 20, q: '' }), 'audit');
    expect(audit.items).toContainEqual(
      expect.objectContaining({
        action: 'catalogue-imported',
        subject: '1 tool created, 1 tool changed',
      }),
    );
  });

  it('refuses to apply to a catalogue changed since the dry run, and changes nothing', async () => {
    const file = csv(`${pn}-A,Held ${pn},"${held.description}",9,10,90,,${IMG}`);
    const dry = unwrap(await kit.api.importCatalogue({ csv: file, dryRun: true }), 'dry run');
    unwrap(await kit.api.editTool(held._id, { availableQty: 95 }), 'edit');
    const stale = await kit.api.importCatalogue({ csv: file, fingerprint: dry.fingerprint });
    expectRefusal(stale, 'invalid', describeRefusal({ code: 'catalogue-changed' }).message);
    expect(stale.ok || stale.error.status).toBe(409);
    expect(await kit.tool(held._id)).toMatchObject({ price: 7, availableQty: 95 });
  });

  it('applies no row when one is refused, nor without a dry run’s fingerprint', async () => {
    const file = csv(
      `${pn}-C,Fine ${pn},A tray,4,1,10,,${IMG}`,
      `${pn}-D,Bad ${pn},A tray,4,20,10,,${IMG}`,
    );
    const dry = unwrap(await kit.api.importCatalogue({ csv: file, dryRun: true }), 'dry run');
    expect(dry.refused.map((refused) => refused.line)).toEqual([3]);
    expectRefusal(
      await kit.api.importCatalogue({ csv: file, fingerprint: dry.fingerprint }),
      'invalid',
      catalogueRowsRefusedMessage(1),
    );
    expectRefusal(
      await kit.api.importCatalogue({ csv: file }),
      'invalid',
      CATALOGUE_IMPORT_NO_FINGERPRINT,
    );
    expect(await toolOf(`${pn}-C`)).toBeUndefined();
  });

  it('is the admins’ alone', async () => {
    await kit.actAs('customer');
    const file = csv(`${pn}-E,New ${pn},A tray,4,1,10,,${IMG}`);
    expectRefusal(await kit.api.importCatalogue({ csv: file, dryRun: true }), 'forbidden');
  });
}
