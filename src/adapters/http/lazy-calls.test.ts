import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../domain/result';
import { lazyCalls, lazyPort, withLaterCalls } from './lazy-calls';

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

describe('a port whose calls load on first use', () => {
  it('loads on the first call and answers every call through the loaded module', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ ...calls, echo: (word: string) => Promise.resolve(ok(word)) }),
    );
    const port = lazyPort(load);

    expect(load).not.toHaveBeenCalled();
    expect(await port.echo('roller')).toEqual(ok('roller'));
    expect(await port.ping()).toEqual(ok('pong'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not mistaken for a promise', async () => {
    const port = lazyPort(() => Promise.resolve(calls));

    expect(await Promise.resolve(port)).toBe(port);
  });

  it('answers the calls it has itself, and the later port’s otherwise', async () => {
    const port = withLaterCalls(
      { ping: () => Promise.resolve(ok('now')) },
      lazyPort(() => Promise.resolve({ pong: () => Promise.resolve(ok('later')) })),
    );

    expect(await port.ping()).toEqual(ok('now'));
    expect(await port.pong()).toEqual(ok('later'));
  });
});
