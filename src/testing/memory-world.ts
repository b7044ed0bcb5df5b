// The in-memory store for tests and stories outside src/app. src/testing is the one layer
// that wires fakes for tests (as src/app wires the real adapters for the app), so machines
// and ui tests reach the store here rather than importing adapters themselves.
export { createMemoryWorld, type MemoryWorld } from '../adapters/memory/memory-world';
export { DEMO_ACCOUNTS } from '../seed/demo-store';
