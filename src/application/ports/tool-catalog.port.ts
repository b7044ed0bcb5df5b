// The catalogue as ordering sees it: one tool, as it is now.
import type { Tool } from '../../domain/tool';

export interface ToolCatalog {
  findById(id: string): Promise<Tool | undefined>;
}
