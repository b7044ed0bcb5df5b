// The admin's catalogue writes over HTTP (tool-writes.calls.ts): loaded with the first of
// them, so the account calls' chunk that every signed-in page waits for carries neither
// these calls nor their input schemas (a new tool, an edit, its price tiers).
import { toolWriteCalls } from '../../ports/calls/tool-writes.calls';
import type { FetchFile, Send } from './api.http';
import { callsOver } from './table-calls';

export const toolWritesOver = (send: Send, fetchFile: FetchFile) =>
  callsOver(toolWriteCalls, send, fetchFile);

export type ToolWrites = ReturnType<typeof toolWritesOver>;
