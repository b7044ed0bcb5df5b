// The catalogue's calls: the tools, one tool, a tool's public page; the admin's add,
// delete, edit, price tiers, image upload and catalogue import. Two tables, so that the browser loads the
// admin's writes only when one is made.
import { toolReadCalls } from './tool-reads.calls';
import { toolWriteCalls } from './tool-writes.calls';

export const toolCalls = { ...toolReadCalls, ...toolWriteCalls };
