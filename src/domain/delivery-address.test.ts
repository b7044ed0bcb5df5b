import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressKey, DeliveryAddressesSchema } from './delivery-address';

const phone = '+1 555-0100';

describe('a kept delivery address', () => {
  it('is the same one whatever its case, spaces or phone punctuation', () => {
    expect(addressKey({ address: ' 1  Main\tSt ', phone: '+1 (555) 0100' })).toBe(
      addressKey({ address: '1 main st', phone }),
    );
    expect(addressKey({ address: '1 Main St', phone })).toBe('1 main st\n+15550100');
  });

  it('is another one at another address or phone', () => {
    const home = addressKey({ address: '1 Main St', phone });
    expect(addressKey({ address: '11 Main St', phone })).not.toBe(home);
    expect(addressKey({ address: '1 Main St', phone: '+1 555-0101' })).not.toBe(home);
    expect(addressKey({ address: '1 Main St', phone: '1 555-0100' })).not.toBe(home);
  });

  it('is answered five at most, each as checkout accepts it', () => {
    const kept = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ address: `${i + 1} Main St`, phone }));
    expect(v.safeParse(DeliveryAddressesSchema, kept(5)).success).toBe(true);
    expect(v.safeParse(DeliveryAddressesSchema, kept(6)).success).toBe(false);
    expect(v.safeParse(DeliveryAddressesSchema, [{ address: '', phone }]).success).toBe(false);
  });
});
