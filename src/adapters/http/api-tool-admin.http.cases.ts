// The tool edit's case for api.http.test.ts (the upload sends a file: api-tool-admin.http.test.ts).
import type { ApiPort, ApiResult } from '../../ports/api.port';

const TOOL_ID = '6f1c2a8e-2d4b-4c1e-9a57-0b3c9d2e4f10';
const edit = { price: 9, availableQty: 40, lowStockThreshold: 5 };

export const toolAdminCases = (token: string) => [
  {
    name: 'editTool: PATCH /tool/{id} with the changed fields',
    call: (a: ApiPort): ApiResult<unknown> => a.editTool(TOOL_ID, edit),
    method: 'PATCH',
    path: `/tool/${TOOL_ID}`,
    bearer: token,
    body: edit,
    reply: { modifiedCount: 1 },
  },
];
