import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptHashesInDir } from './inline-script-hashes';

// printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as the browser does', () => {
    expect(inlineScriptHashes('<p>x</p><script>alert(1)</script>')).toEqual([ALERT]);
    expect(inlineScriptHashes('<SCRIPT type="module">alert(1)</SCRIPT >')).toEqual([ALERT]);
  });

  it('reads line ends as the HTML parser leaves them', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual(
      inlineScriptHashes('<script>a()\nb()</script>'),
    );
  });

  it('leaves out scripts loaded from a file', () => {
    const html = '<script type="module" crossorigin src="/assets/index.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(inlineScriptHashes('<script data-src="x">alert(1)</script>')).toEqual([ALERT]);
  });
});

describe('inlineScriptHashesInDir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inline-hashes-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('collects every page under the folder, each hash once', () => {
    mkdirSync(join(dir, 'blogs'));
    writeFileSync(join(dir, 'index.html'), '<script>alert(1)</script>');
    writeFileSync(join(dir, 'blogs/index.html'), '<script>alert(1)</script><script>b()</script>');
    writeFileSync(join(dir, 'app.js'), '<script>not a page</script>');

    expect(inlineScriptHashesInDir(dir)).toEqual(
      [ALERT, ...inlineScriptHashes('<script>b()</script>')].sort(),
    );
  });
});
