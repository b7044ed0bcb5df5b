import { describe, expect, it } from 'vitest';
import { lowStockMail } from './stock-mails';

describe('the low-stock e-mail', () => {
  const crossing = { id: 'a-1', toolName: 'Tray <Pro> & Co', stock: 4, threshold: 10 };

  it('names the tool, what is left and the level, keyed by its crossing', () => {
    const mail = lowStockMail(crossing);

    expect(mail.dedupeKey).toBe('low-stock:a-1');
    expect(mail.subject).toBe('Low stock: Tray <Pro> & Co');
    expect(mail.text).toContain('4 left, at or below its low-stock level of 10');
  });

  it('escapes the tool name in its HTML', () => {
    expect(lowStockMail(crossing).html).toContain('Tray &lt;Pro&gt; &amp; Co');
  });
});
