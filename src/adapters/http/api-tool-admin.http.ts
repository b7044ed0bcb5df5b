// The tool edit and image upload over HTTP, each reply checked. Loaded on first use
// (lazyCalls in account-api.http.ts): only admins on the dashboard need them.
import * as v from 'valibot';
import type { ToolAdminApiPort } from '../../ports/tool-admin-api.port';
import type { Send } from './api.http';
import { ModifiedSchema } from '../../ports/calls/replies';

const UploadedSchema = v.object({ _id: v.string(), url: v.string() });

export function toolAdminCalls(send: Send): ToolAdminApiPort {
  return {
    editTool: (id, edit) =>
      send({
        method: 'patch',
        path: `tool/${encodeURIComponent(id)}`,
        credential: 'access-token',
        json: edit,
        reply: ModifiedSchema,
      }),
    // The file itself is the body, with its own type: the API reads its bytes.
    uploadImage: (file) =>
      send({
        method: 'post',
        path: 'images',
        credential: 'access-token',
        body: file,
        reply: UploadedSchema,
      }),
  };
}
