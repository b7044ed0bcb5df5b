// The history calls over HTTP, each reply checked against the domain's schemas. Loaded on
// first use (lazyCalls in api.http.ts).
import { AuditEntrySchema } from '../../domain/audit-log';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import type { HistoryApiPort } from '../../ports/history-api.port';
import type { Send } from './api.http';

export function historyCalls(send: Send): HistoryApiPort {
  return {
    listAuditLog: (query) =>
      send({
        method: 'get',
        path: 'audit',
        credential: 'access-token',
        searchParams: listQueryParams(query),
        reply: pageSchemaOf(AuditEntrySchema),
      }),
  };
}
