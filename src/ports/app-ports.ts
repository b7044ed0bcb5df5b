// The set of ports the composition root hands to the app (router context, machines).
// Filled in as each port lands; see src/ports/*.port.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppPorts {}
