// The msw server of the jsdom tests. It starts with no handlers: a test or a story adds
// what it needs (`server.use(...)`), and any request nobody handles fails the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
