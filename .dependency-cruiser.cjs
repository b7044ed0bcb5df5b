// Import cycles are a lint error: a cycle makes load order matter and pulls a lazy chunk
// into the one that imports it. (The layer boundaries are eslint's architecture rule.)
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Modules of ours may not import each other in a circle.',
      from: {},
      // Type-only imports vanish when compiled, so they cannot make a cycle at run time
      // (as eslint-plugin-import's no-cycle sees it).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
