// Builds the web app as `npm run build` does (vite build, then the prerendered pages), into
// `outDir`, with the VITE_* settings in `env`: `npm start` builds dist/ for its web server,
// `npm run start:cluster` a build of its own that calls /api on its own origin.
import { relative, resolve } from 'node:path';
import { spawnNode, type Supervisor } from './supervisor';

export async function buildWebApp(
  supervisor: Supervisor,
  root: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const bin = (path: string) => resolve(root, 'node_modules', path);
  const out = relative(root, outDir);
  const steps = [
    [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'],
    [bin('tsx/dist/cli.mjs'), 'scripts/prerender.ts', '--out-dir', out],
  ];
  for (const args of steps) {
    if (!(await supervisor.step('build', spawnNode(root, args, env)))) return false;
  }
  return true;
}
