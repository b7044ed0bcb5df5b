import type { ApiResult } from '../../ports/api.port';
import type { ListState } from './list-state';
import { describeError } from '../errors/describe-error';
import { type QueryState, useApiQuery } from './use-api-query';

function listState<T>(state: QueryState<readonly T[]>): ListState<T> {
  if (state.status === 'loaded') return { status: 'loaded', items: state.value };
  if (state.status === 'failed') {
    return { status: 'failed', message: describeError(state.error) };
  }
  return state;
}

/**
 * Loads a list once when the component mounts, and again only when `retry` is called;
 * a failure becomes a sentence a visitor can act on.
 */
export function useRemoteList<T>(load: () => ApiResult<readonly T[]>) {
  const { state, retry } = useApiQuery(load);
  return { state: listState(state), retry };
}
