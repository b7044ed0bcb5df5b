import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema, requestFingerprint } from './idempotency-key';

describe('Idempotency-Key', () => {
  it('takes a UUID or any visible text up to 200 characters, nothing else', () => {
    expect(v.is(IdempotencyKeySchema, crypto.randomUUID())).toBe(true);
    expect(v.is(IdempotencyKeySchema, 'x'.repeat(200))).toBe(true);
    for (const bad of ['', 'two words', 'x'.repeat(201), 'naïve', 'tab\there']) {
      expect(v.is(IdempotencyKeySchema, bad), bad).toBe(false);
    }
  });

  it('fingerprints a request whatever the order of its keys, not its lines', () => {
    const a = { delivery: { name: 'C', phone: '1' }, requested: [{ toolId: 't', qty: 2 }] };
    const b = { requested: [{ qty: 2, toolId: 't' }], delivery: { phone: '1', name: 'C' } };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
    const swapped = { ...a, requested: [{ toolId: 'u', qty: 1 }, ...a.requested] };
    expect(requestFingerprint(swapped)).not.toBe(
      requestFingerprint({ ...a, requested: [...a.requested, { toolId: 'u', qty: 1 }] }),
    );
  });
});
