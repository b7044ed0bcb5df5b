// The Manage Products page's API (GET /tool, DELETE /tool/{id}), answered by the in-memory
// store with the admin signed in: a delete removes the tool from the next list.
import type { Tool } from '../../../domain/tool';
import { sampleTools } from '../catalogue-fixtures';
import { worldApi, type CallFault } from './world-api';

export { sampleTools };

const asAdmin = (
  faults: Partial<Record<'listTools' | 'deleteTool', CallFault>> = {},
  tools: readonly Tool[] = sampleTools,
) => worldApi({ signedInAs: 'admin', seed: { tools }, faults }).handlers;

export const manageProductHandlers = {
  served: () => asAdmin(),
};
