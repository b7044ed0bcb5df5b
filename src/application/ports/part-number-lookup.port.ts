// The catalogue as a quick order sees it: tools found by their part numbers, many at once.
import type { Tool } from '../../domain/tool';

export interface PartNumberLookup {
  /** The tools whose part numbers are among `keys` (partNumberKey: upper case). */
  findByPartNumbers(keys: readonly string[]): Promise<Tool[]>;
}
