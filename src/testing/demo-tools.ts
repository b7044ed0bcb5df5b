// One tool of the demo store, for tests that need its name, minimum or price.
import type { Tool } from '../domain/tool';
import { DEMO_TOOLS } from '../seed/demo-store';

export function demoTool(id: string): Tool {
  const tool = DEMO_TOOLS.find((candidate) => candidate._id === id);
  if (!tool) throw new Error(`No demo tool ${id}`);
  return tool;
}
