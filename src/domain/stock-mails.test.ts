import { describe, expect, it } from 'vitest';
import { lowStockMail } from './stock-mails';

describe('the low-stock e-mail', () => {
  const crossing = { id: 'a-1', toolName: 'Tray <Pro> & Co', stock: 4, threshold: 10 };

  it('names the tool, what is left and the level, keyed by its crossing', () => {
    const mail = lowStockMail(crossing);

    expect(mail.dedupeKey).toBe('low-stock:a-1');
    expect(mail.subject).toBe('Low stock: Tray <Pro> & Co');
    expect(mail.text.split('\n\n')).toEqual([
      'Tray <Pro> & Co is running low: 4 left, at or below its low-stock level of 10.',
      'Restock it, or change its level, from Manage Product.',
      'Paint Tools',
    ]);
  });

  it('escapes the tool name in its HTML, which says what to do too', () => {
    const { html } = lowStockMail(crossing);
    expect(html).toContain('<p>Tray &lt;Pro&gt; &amp; Co is running low: 4 left,');
    expect(html).toContain(
      '<p>Restock it, or change its level, from Manage Product.</p><p>Paint Tools</p></body>',
    );
  });
});
