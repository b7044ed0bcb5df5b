import { describe, expect, it } from 'vitest';
import { lowStockMail } from './stock-mails';

describe('the low-stock e-mail', () => {
  const crossing = {
    id: 'a-1',
    toolId: 'tool-7',
    toolName: 'Tray <Pro> & Co',
    stock: 4,
    threshold: 10,
  };
  const site = 'https://shop.paintco.example';
  const editPage = `${site}/dashboard/manageProduct/tool-7/edit`;

  it('names the tool, what is left and the level, keyed by its crossing, and signs', () => {
    const mail = lowStockMail(crossing, site);

    expect(mail.dedupeKey).toBe('low-stock:a-1');
    expect(mail.subject).toBe('Low stock: Tray <Pro> & Co');
    expect(mail.text.split('\n\n')).toEqual([
      'Tray <Pro> & Co is running low: 4 left, at or below its low-stock level of 10.',
      'Restock it, or change its level, on its Edit page.',
      `Edit Tray <Pro> & Co: ${editPage}`,
      'PaintCo\nPaintCo Tools, Inc.',
    ]);
  });

  it('escapes the tool name in its HTML, and links the tool’s Edit page', () => {
    const { html } = lowStockMail(crossing, site);
    expect(html).toContain('<p>Tray &lt;Pro&gt; &amp; Co is running low: 4 left,');
    expect(html).toContain(
      `<p><a href="${editPage}">Edit Tray &lt;Pro&gt; &amp; Co</a></p><p>PaintCo<br>PaintCo Tools, Inc.</p></body>`,
    );
  });
});
