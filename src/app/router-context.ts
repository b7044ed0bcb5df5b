// What every route receives from the composition root: the ports, never the adapters.
import type { AppPorts } from '../ports/app-ports';

export interface RouterContext {
  ports: AppPorts;
}
