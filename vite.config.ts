/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { constants as zlib } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './scripts/vite/chunk-groups.ts';
import { inlineBootstrap } from './scripts/vite/inline-bootstrap-plugin.ts';
// With its extension: Vite's coming native config loader needs it.
import { frameFileOf } from './scripts/prerender-frames.ts';

/** The files that run every story's play function (`runStories`). */
const STORY_RUNNERS = ['src/ui/pages/stories-*.test.tsx', 'src/ui/components/stories.test.tsx'];

const apiProxy = {
  target: 'http://127.0.0.1:8787',
  rewrite: (path: string) => path.replace(/^\/api/, ''),
};

/** vite preview serves a signed-in page its frame, as npm start's web server and nginx do. */
const previewFrames: Plugin = {
  name: 'preview-frames',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview');
      const frame = frameFileOf(url.pathname);
      if (frame !== undefined) request.url = `/${frame}${url.search}`;
      next();
    });
  },
};

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    inlineBootstrap(),
    previewFrames,
    // The build's scripts, styles and pictures compressed once, at the highest levels, beside
    // each file: npm start's web server sends the Brotli copy (a seventh smaller than gzip
    // on the fly, on the pages' critical path), nginx the gzip one (gzip_static).
    compression({
      include: /\.(?:js|css|svg)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  resolve: {
    alias: [
      // TanStack's store asks for the shim that backs useSyncExternalStore on React 17; on
      // React 19 the plain entry does the same with React's own hook, and the home page's
      // first load is spared the shim.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      // So does @xstate/react for the hook itself: every signed-in page is spared it too.
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    // scripts/prerender.ts reads it to give each prerendered page its route's styles.
    manifest: true,
    // The timing report is advice for plugin authors, not for people starting the store.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // What the entry imports statically is one file with it: the home page loads all
        // of it anyway. By default the bundler split every module that a lazy chunk also
        // imports into a file of its own (13 of 1-2 KB), each one more request before any
        // signed-in page could draw (six connections per origin, on a phone's link and in
        // Lighthouse's model of it). So are the modules of each of CHUNK_GROUPS, for the same
        // reason, in a lazy chunk of their own.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }, ...CHUNK_GROUPS],
        },
      },
    },
  },
  // /api on the app's own origin, as npm start's web server and nginx pass it on.
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: { '/api/': apiProxy } },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: { '/api/': apiProxy } },
  test: {
    // Whole routes render in jsdom and route tests run on PGlite: on a busy two-core machine
    // some take several seconds. A hung test still fails, after 15 s instead of 5. Opening a
    // test database (PGlite, then every migration) in a hook can take longer still.
    testTimeout: 15_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than cores: on CI's two cores a single worker,
    // with the second core all but idle (the main process only transforms files), so
    // the whole run took as long as every file one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // A worker runs its files one after another in one module graph: the server, the
          // database drivers and the app are imported once a worker, not once a file (that
          // import was 40% of this project's time). Each file opens its own database, server
          // and stand-ins, and closes them.
          name: 'node',
          environment: 'node',
          isolate: false,
          // Its workers are not handed to the jsdom files after it: a worker that had run node
          // files left user-event typing nothing into jsdom's fields.
          sequence: { groupOrder: 0 },
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'contract-tests/**/*.test.ts',
            'eslint-rules/**/*.test.js',
          ],
        },
      },
      {
        extends: true,
        test: {
          // The page and route tests: as the node project, a worker's files share one module
          // graph (each file paid about 4 s importing the app). What a test leaves behind is
          // put back by the setup file (the act environment, route chunks loaded up front,
          // spies restored). After the node project, in workers of its own.
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...STORY_RUNNERS],
          setupFiles: ['src/testing/setup-dom.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Every story's play function, each runner in a graph of its own: the home page's
          // Retry story never drew its second answer when route tests that end mid-navigation
          // (a redirect home, a sign-in going on to /dashboard) had run before it in one graph.
          name: 'stories',
          environment: 'jsdom',
          include: [...STORY_RUNNERS],
          setupFiles: ['src/testing/setup-dom.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/app/routeTree.gen.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { 'src/domain/**': { lines: 95 } },
    },
  },
});
