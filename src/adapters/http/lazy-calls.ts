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
