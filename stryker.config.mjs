// Mutation testing (Stryker + its Vitest runner): `npm run test:mutation`. Not part of CI: a
// full run takes tens of minutes on two cores. Reports go to reports/mutation/ (gitignored).
//
// The Vitest runner works with our Vitest 4.1 and the projects of vite.config.ts (checked
// with @stryker-mutator/vitest-runner 9.6.1; 10.x needs Node 22). What makes it slow is the
// dry run and every "static" mutant (one in code that runs when a module loads, such as a
// valibot schema): each runs every test related to the file, one worker per runner, and
// for src/domain that is nearly the whole suite, the jsdom and story tests included (9
// minutes for quantity.ts alone). So each group below names the test files that must kill
// its mutants, and the groups run one after the other:
//   domain: the browser side's node tests (domain, machines, port contracts, adapters). The
//           rules live in the domain and are tested there; the UI tests are not what pins them.
//   server: the API's tests (routes on PGlite, repositories, gateways), the API contract,
//           and the tests of the use cases in src/application (with the in-memory API's).
// The runner is pointed at vitest.mutation.config.mjs, which includes only those files.
// Stryker's own `testFiles` option is NOT used: with it, Stryker 9.6 activates static
// mutants only after the modules have loaded, so every static mutant survives unseen.
// Pick one group with MUTATION_GROUP=domain or MUTATION_GROUP=server.

/**
 * What is mutated, in one place: extend a group's `mutate` when a file joins the order,
 * payment or access code. Never drop a file or lower `thresholds.break` to make a run pass.
 */
export const mutationGroups = {
  domain: {
    mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts'],
    testFiles: ['src/**/*.test.ts'],
  },
  server: {
    mutate: [
      // Orders and payments: routes, and the use cases of src/application they call
      // (shared with the in-memory API, so the browser's tests pin them too).
      'server/src/routes/orders.routes.ts',
      'server/src/routes/payments.routes.ts',
      'server/src/routes/stripe-webhook.routes.ts',
      'server/src/routes/stripe-event.ts',
      'src/application/**/*.ts',
      '!src/application/**/*.test.ts',
      // Access: who is signed in, and who may do what.
      'server/src/http/authenticate.ts',
      '!server/src/**/*.test.ts',
    ],
    testFiles: [
      'server/src/**/*.test.ts',
      'contract-tests/**/*.test.ts',
      // The use cases' own tests, and the in-memory API's, which runs the same use cases.
      'src/application/**/*.test.ts',
      'src/adapters/memory/**/*.test.ts',
    ],
  },
};

const groupName = process.env['MUTATION_GROUP'] ?? 'domain';
/** The group this run mutates; vitest.mutation.config.mjs reads its test files. */
export const mutationGroup = mutationGroups[groupName];
if (!mutationGroup) {
  throw new Error(
    `MUTATION_GROUP must be one of ${Object.keys(mutationGroups).join(', ')}, not ${groupName}`,
  );
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: mutationGroup.mutate,
  vitest: { configFile: 'vitest.mutation.config.mjs' },
  coverageAnalysis: 'perTest',
  // The machine has two cores, shared; a PGlite route test file needs about 1 GB.
  concurrency: 2,
  // A busy machine makes slow tests slower: only a real endless loop should time out.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 15,
  // Only what the tests need is copied into the sandbox (not .data/, dist/, exports...).
  ignorePatterns: [
    '/*',
    '!/src',
    '!/server',
    '!/contract-tests',
    '!/public',
    '!/package.json',
    '!/vite.config.ts',
    // vite.config.ts imports its plugins and the frames' table from scripts/.
    '!/scripts',
    '!/vitest.mutation.config.mjs',
    '!/stryker.config.mjs',
    '!/tsconfig*.json',
  ],
  incremental: true,
  incrementalFile: `reports/mutation/${groupName}-incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${groupName}.html` },
  jsonReporter: { fileName: `reports/mutation/${groupName}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
};
