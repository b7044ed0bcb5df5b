import { describe, expect, it } from 'vitest';
import { TOKEN_HOLDER_KEY } from '../src/ports/token-store.port';
import {
  NAME_SLOT_ELEMENT,
  paintsEarly,
  withFrame,
  withPaintingBootstrap,
} from './prerender-frame-page';

const PAGE =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const FRAME = `<nav aria-label="Main"><ul><li>Hi, ${NAME_SLOT_ELEMENT}</li></ul></nav>`;

/** Runs the step after the root, as the browser would, on a greeting slot and the root. */
function runNameStep(holder: unknown) {
  const html = withFrame(PAGE, FRAME);
  const step = /<\/div><script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const slot = { textContent: '' };
  const rootAttributes = new Set<string>();
  const document = {
    querySelectorAll: () => [slot],
    getElementById: (id: string) =>
      id === 'root' ? { setAttribute: (name: string) => rootAttributes.add(name) } : null,
  };
  const localStorage = {
    getItem: (key: string) => (key === TOKEN_HOLDER_KEY ? JSON.stringify(holder) : null),
  };
  new Function('document', 'localStorage', step)(document, localStorage);
  return { html, name: slot.textContent, rootAttributes };
}

describe('a signed-in frame as served', () => {
  it('stays unpainted until its greeting holds the kept name', () => {
    const { html, name, rootAttributes } = runNameStep({ email: 'ann@shop.test', name: 'Ann' });
    expect(html).toContain('#root[data-frame]:not([data-named]){visibility:hidden}');
    expect(name).toBe('Ann');
    expect(rootAttributes).toEqual(new Set(['data-named']));
  });

  it('greets by e-mail when no name is kept', () => {
    expect(runNameStep({ email: 'ann@shop.test', name: null }).name).toBe('ann@shop.test');
  });
});

describe("a painting frame's bootstrap", () => {
  const bootstraps = { reads: 'reads()', painting: 'reads();paint()' };

  it("takes the place of index.html's reads-only script", () => {
    const page = `<head><script>reads()</script></head>${PAGE}`;
    expect(withPaintingBootstrap(page, bootstraps)).toBe(
      `<head><script>reads();paint()</script></head>${PAGE}`,
    );
    expect(() => withPaintingBootstrap(PAGE, bootstraps)).toThrow(/no inline bootstrap/);
  });

  it('goes only to the pages that paint from an early read', () => {
    expect(paintsEarly('/tool/frame-prerender-sample')).toBe(true);
    expect(paintsEarly('/dashboard/myOrders')).toBe(true);
    expect(paintsEarly('/cart')).toBe(true);
    expect(paintsEarly('/dashboard/manageOrders')).toBe(true);
    expect(paintsEarly('/dashboard/order/frame-prerender-sample')).toBe(true);
    expect(paintsEarly('/dashboard/manageQuotes')).toBe(false);
    expect(paintsEarly('/dashboard/statement')).toBe(false);
  });
});
