import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `npm run lint` runs dependency-cruiser with the repo's config: these cases run it the
// same way on two small modules that import each other.
const cli = join(process.cwd(), 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(process.cwd(), '.dependency-cruiser.cjs');

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'paint-cycle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function cruise(a, b) {
  writeFileSync(join(dir, 'a.ts'), a);
  writeFileSync(join(dir, 'b.ts'), b);
  return spawnSync(process.execPath, [cli, dir, '--config', config], { encoding: 'utf8' });
}

describe('the import-cycle check', () => {
  it('fails on two modules that import each other', () => {
    const run = cruise(
      "import { b } from './b';\nexport const a = () => b;\n",
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    expect(run.stdout).toContain('error no-cycle');
    expect(run.status).not.toBe(0);
  }, 30_000);

  it('lets a type-only import close the circle (nothing of it runs)', () => {
    const run = cruise(
      "import { b } from './b';\nexport interface A { n: number }\nexport const a = () => b;\n",
      "import type { A } from './a';\nexport const b = (x: A) => x.n;\n",
    );
    expect(run.stdout).toContain('no dependency violations');
    expect(run.status).toBe(0);
  }, 30_000);
});
