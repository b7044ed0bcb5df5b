// Calls whose code (and reply schemas) load with the first of them, not with the home page.
import { fail } from '../../domain/result';
import type { ApiResult } from '../../ports/api.port';

/**
 * Wraps a module of calls that is imported on first use. A module that fails to load (the
 * network dropped, a new deploy removed the old chunk) answers like any call that could
 * not reach the API, and the next call tries to load it again.
 */
export function lazyCalls<Calls>(load: () => Promise<Calls>) {
  let loading: Promise<Calls> | undefined;
  return async function via<T>(call: (calls: Calls) => ApiResult<T>): ApiResult<T> {
    let calls: Calls;
    try {
      calls = await (loading ??= load());
    } catch {
      loading = undefined;
      return fail({ kind: 'network' });
    }
    return call(calls);
  };
}

type AnyCall = (...args: unknown[]) => ApiResult<unknown>;

// Names a port never has but that code asks any object for: `then` (is it a promise?),
// `toJSON`, and what test printers and React probe. They must read as absent, or a promise
// resolved with the port would wait forever on a call.
const NOT_CALLS = new Set(['then', 'toJSON', 'constructor', 'asymmetricMatch', 'nodeType']);
const isCallName = (name: string | symbol): name is string =>
  typeof name === 'string' && /^[a-z]\w*$/i.test(name) && !NOT_CALLS.has(name);

/**
 * A port whose every call loads `load`'s module on first use (lazyCalls), without a line
 * per call: the file that builds it stays the same size however many calls the port has.
 */
export function lazyPort<Port extends object>(load: () => Promise<Port>): Port {
  const via = lazyCalls(load);
  return new Proxy({} as Port, {
    get: (_empty, name) => {
      if (!isCallName(name)) return undefined;
      return (...args: unknown[]) =>
        via((calls) => (Reflect.get(calls, name) as AnyCall).apply(calls, args));
    },
  });
}

/** `now`'s calls, and `later`'s for every other name. */
export function withLaterCalls<Now extends object, Later extends object>(
  now: Now,
  later: Later,
): Now & Later {
  return new Proxy(now, {
    get: (target, name, receiver) =>
      Reflect.has(target, name) ? Reflect.get(target, name, receiver) : Reflect.get(later, name),
  }) as Now & Later;
}
