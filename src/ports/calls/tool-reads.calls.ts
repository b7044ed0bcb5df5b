// The catalogue's reads: the tools, one tool, a tool's public page. A table of its own, so that
// the account calls' chunk (every signed-in page loads it on arrival) is spared the admin's
// writes and their schemas (tool-writes.calls.ts); tools.calls.ts is both.
import * as v from 'valibot';
import { listQueryParams, pageSchemaOf } from '../../domain/page';
import { ToolPageSchema } from '../../domain/tool-page-schema';
import { ToolSchema } from '../../domain/tool-schema';
import type { ToolPageQuery } from '../../domain/tool-search';
import { call } from './call';
import { IdParam, ToolPageQuerySchema } from './queries';

const id = { id: IdParam };

export const toolReadCalls = {
  listTools: call({
    method: 'get',
    path: '/tool',
    access: 'public',
    summary: 'Every tool; with ?page= one page, searched, filtered and sorted.',
    reply: v.array(ToolSchema),
    request: () => ({}),
  }),
  listToolsPage: call({
    method: 'get',
    path: '/tool',
    access: 'public',
    summary: 'One page of the tools.',
    query: ToolPageQuerySchema,
    reply: pageSchemaOf(ToolSchema),
    request: (query: ToolPageQuery) => ({ query: listQueryParams(query) }),
  }),
  getTool: call({
    method: 'get',
    path: '/tool/:id',
    access: 'public',
    summary: 'One tool.',
    params: id,
    reply: ToolSchema,
    refusals: ['no-such-tool'],
    request: (toolId: string) => ({ params: { id: toolId } }),
  }),
  getToolPage: call({
    method: 'get',
    path: '/tool-page/:slug',
    access: 'public',
    summary: 'The tool of a public page, with its canonical slug.',
    params: { slug: v.string() },
    reply: ToolPageSchema,
    refusals: ['no-such-tool'],
    request: (slug: string) => ({ params: { slug } }),
  }),
};
