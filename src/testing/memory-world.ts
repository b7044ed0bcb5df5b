// The in-memory store for tests outside src/app: the lint boundaries keep machines and ui
// from importing adapters, and their tests reach the fakes through src/testing instead.
export { createMemoryWorld, type MemoryWorld } from '../adapters/memory/memory-world';
export { DEMO_ACCOUNTS } from '../adapters/memory/demo-data';
