// Writes src/app/routeTree.gen.ts from the route files, as the Vite plugin does on build:
// for the type checker after adding a route, without starting Vite.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig(
  { routesDirectory: './src/app/routes', generatedRouteTree: './src/app/routeTree.gen.ts' },
  root,
);
await new Generator({ config, root }).run();
