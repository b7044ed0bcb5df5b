// The operations dashboard as the browser sees it (beyond the spec's calls).
import type { OperationsSummary } from '../domain/operations-summary';
import type { ApiResult } from './api.port';

export interface OperationsApi {
  /** `GET /operations/summary` (admin): sales, orders to ship, unpaid by age, top and low tools. */
  getOperationsSummary(): ApiResult<OperationsSummary>;
}
