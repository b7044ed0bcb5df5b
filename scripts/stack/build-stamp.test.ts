import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputsHash, buildIsCurrent, stampBuild } from './build-stamp';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-test-'));
  mkdirSync(join(root, 'src/app'), { recursive: true });
  writeFileSync(join(root, 'src/app/main.tsx'), 'render()');
  writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
  mkdirSync(join(root, 'dist'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('stays the same while nothing the build reads changes', () => {
    const env = { VITE_API_URL: '/api', HOME: '/root' };
    expect(buildInputsHash(root, env)).toBe(buildInputsHash(root, { ...env, HOME: '/home/x' }));
  });

  it('changes with a source file, a new file, or a VITE_ setting', () => {
    const before = buildInputsHash(root, { VITE_API_URL: '/api' });
    expect(buildInputsHash(root, { VITE_API_URL: 'http://127.0.0.1:8787' })).not.toBe(before);
    writeFileSync(join(root, 'src/app/main.tsx'), 'render(2)');
    const edited = buildInputsHash(root, { VITE_API_URL: '/api' });
    expect(edited).not.toBe(before);
    writeFileSync(join(root, 'src/app/new.ts'), '');
    expect(buildInputsHash(root, { VITE_API_URL: '/api' })).not.toBe(edited);
  });

  it('marks a build current only for the hash it was stamped with', () => {
    const outDir = join(root, 'dist');
    expect(buildIsCurrent(outDir, 'abc')).toBe(false);
    stampBuild(outDir, 'abc');
    expect(buildIsCurrent(outDir, 'abc')).toBe(true);
    expect(buildIsCurrent(outDir, 'def')).toBe(false);
  });
});
