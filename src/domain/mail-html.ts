// The small HTML every e-mail shares: escaped text in paragraphs and an optional table,
// inline styles only (mail clients drop <style> and ignore classes).

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

export interface MailTable {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** A last row in bold, e.g. the total. */
  readonly foot?: readonly string[];
}

const cell = (tag: 'td' | 'th', text: string) =>
  `<${tag} style="padding:4px 8px;text-align:left;border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;

function tableHtml(table: MailTable): string {
  const head = `<tr>${table.head.map((text) => cell('th', text)).join('')}</tr>`;
  const rows = table.rows.map((row) => `<tr>${row.map((text) => cell('td', text)).join('')}</tr>`);
  const foot = table.foot
    ? [`<tr>${table.foot.map((text) => cell('th', text)).join('')}</tr>`]
    : [];
  return `<table style="border-collapse:collapse">${[head, ...rows, ...foot].join('')}</table>`;
}

/** The whole HTML body: paragraphs, then the table if any, then closing paragraphs. */
export function mailHtml(parts: {
  readonly before: readonly string[];
  readonly table?: MailTable;
  readonly after?: readonly string[];
}): string {
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1d2a44">',
    paragraphs(parts.before),
    parts.table ? tableHtml(parts.table) : '',
    paragraphs(parts.after ?? []),
    '</body></html>',
  ].join('');
}

/** The same table as plain text, one row a line. */
export function tableText(table: MailTable): string {
  const rows = [table.head, ...table.rows, ...(table.foot ? [table.foot] : [])];
  return rows.map((row) => row.join(' | ')).join('\n');
}
