// The Vitest config Stryker's runner uses (see stryker.config.mjs): vite.config.ts with one
// node-only test set, the test files of the mutation group named by MUTATION_GROUP.
import { defineConfig } from 'vitest/config';
import { mutationGroup } from './stryker.config.mjs';
import base from './vite.config.ts';

export default defineConfig({
  ...base,
  test: {
    name: 'node',
    environment: 'node',
    include: mutationGroup.testFiles,
  },
});
