// An admin lowers tools' prices while another sets their tiers, all at once, on PGlite and
// on PostgreSQL (where the requests truly run at once): each write is checked against the
// tool as the other left it, so no tool ends with a tier as dear as its base price or dearer
// (issue 21: 8 of 20 did, when tiers were checked outside the tool's lock).
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../../src/domain/tool';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const TOOLS = 20;

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`price and tier writes racing on ${kind}`, () => {
    const t = setupRouteTest({}, kind);

    it('never leaves a tier dearer than the base price', async () => {
      const ids = await Promise.all(
        Array.from({ length: TOOLS }, (_, i) =>
          t.deps.tools.add({ ...aTool, name: `Race Roller ${i}`, price: 20 }),
        ),
      );
      const token = t.tokens.admin;
      // Alone, each write is valid: a $15 tier under the $20 base, or a $10 base without tiers.
      const answers = await Promise.all(
        ids.flatMap((id, i) => {
          const tiers = t.call('PUT', `/tool/${id}/tiers`, {
            token,
            body: { tiers: [{ fromQty: 5, price: 15 }] },
          });
          const price = t.call('PATCH', `/tool/${id}`, { token, body: { price: 10 } });
          return i % 2 === 0 ? [tiers, price] : [price, tiers];
        }),
      );

      for (const answer of answers) expect([200, 400]).toContain(answer.status);
      for (const id of ids) {
        const tool = (await t.call('GET', `/tool/${id}`)).body as Tool;
        for (const tier of tool.tiers ?? []) expect(tier.price).toBeLessThan(tool.price);
      }
      // Whichever came second was refused with the sentence that says why.
      const refused = answers.filter((answer) => answer.status === 400);
      expect(refused).toHaveLength(TOOLS);
      for (const answer of refused) {
        expect((answer.body as { message: string }).message).toMatch(
          /Unit price must be less than \$(20|10)/,
        );
      }
    }, 60_000);
  });
}
