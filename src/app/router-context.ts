// What every route receives from the composition root: the ports, never the adapters, the
// machines wired to them, and the session (signed in or out, the role) that guards and the
// navbar read.
import type { AppPorts } from '../ports/app-ports';
import type { AppMachines } from './machines';
import type { SessionLoader } from './session-loader';

export interface RouterContext {
  ports: AppPorts;
  machines: AppMachines;
  session: SessionLoader;
}
