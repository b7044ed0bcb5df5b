// An integrator's view: a client generated from /openapi.json (openapi-typescript's types,
// openapi-fetch's client) typechecks, lists the tools and places an order on the real app.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { setupRouteTest } from '../testing/setup-route-test';
import { aTool, anOrderFor } from '../testing/test-app';

const t = setupRouteTest();

const documentOf = async () => (await (await t.app.request('/openapi.json')).json()) as object;

// The generated types are checked by the compiler, as an integrator's build would.
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const client = createClient<paths>({ baseUrl: 'http://api.test' });

export async function order(token: string, toolId: string): Promise<string | undefined> {
  const tools = await client.GET('/tool');
  const listed = tools.data;
  const placed = await client.POST('/order', {
    body: { toolId, toolQty: 2, name: 'Casey', address: '1 Paint Street', phone: '+1 555 0100' },
    headers: { Authorization: \`Bearer \${token}\` },
  });
  return listed === undefined ? undefined : placed.data?.insertedId;
}
`;

it('generates types that a client compiles against', async () => {
  const types = astToString(await openapiTS((await documentOf()) as never));
  const dir = resolve('node_modules/.tmp/openapi-client');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'api.d.ts'), types);
  await writeFile(join(dir, 'client.ts'), CLIENT);
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);
}, 60_000);

it('lists the tools and places an order through the generated client', async () => {
  const toolId = await t.deps.tools.add(aTool);
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: (request: Request) => Promise.resolve(t.app.request(request)),
  });
  const tools = await client.GET('/tool' as never);
  expect(tools.response.status).toBe(200);
  expect((tools.data as unknown as { _id: string }[]).map((tool) => tool._id)).toEqual([toolId]);
  const placed = await client.POST(
    '/order' as never,
    {
      body: anOrderFor(toolId) as never,
      headers: { Authorization: `Bearer ${t.tokens.customer ?? ''}` },
    } as never,
  );
  expect(placed.response.status).toBe(201);
  expect(placed.data).toEqual({ insertedId: expect.any(String) as unknown });
});
