import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../domain/result';
import { lazyCalls } from './lazy-calls';

const calls = { ping: () => Promise.resolve(ok('pong')) };

describe('calls loaded on first use', () => {
  it('load once, however many calls are made', async () => {
    const load = vi.fn(() => Promise.resolve(calls));
    const via = lazyCalls(load);

    expect(await via((c) => c.ping())).toEqual(ok('pong'));
    expect(await via((c) => c.ping())).toEqual(ok('pong'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answer a network failure when the code cannot load, and load again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof calls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(calls);
    const via = lazyCalls(load);

    expect(await via((c) => c.ping())).toEqual({ ok: false, error: { kind: 'network' } });
    expect(await via((c) => c.ping())).toEqual(ok('pong'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
