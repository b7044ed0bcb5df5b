// The body every e-mail shares, as plain text and as small HTML saying the same: escaped
// text in paragraphs, an optional table, the link to the page the e-mail is about, and the
// store's signature; inline styles only (mail clients drop <style> and ignore classes).
import { LEGAL_NAME, SITE_NAME } from './brand';

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

/** The page an e-mail is about, as its reader follows it. */
export interface MailLink {
  /** What the link says: "Pay for order #1042". */
  readonly label: string;
  /** Absolute (mail-links.ts): a mail client has no page to resolve a path against. */
  readonly url: string;
}

export interface MailParts {
  readonly before: readonly string[];
  readonly table?: MailTable;
  /** Closing paragraphs, e.g. what to do next. */
  readonly after?: readonly string[];
  readonly link?: MailLink;
  /** The last paragraph, under the link; its lines break where it has "\n". */
  readonly signature?: string;
}

/** Under every e-mail: the site's name, then the company's (one paragraph, two lines). */
export const MAIL_SIGNATURE = `${SITE_NAME}\n${LEGAL_NAME}`;

/** The whole HTML body: paragraphs, the table if any, closing paragraphs, link, signature. */
export function mailHtml(parts: MailParts): string {
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('');
  const link = parts.link
    ? `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.label)}</a></p>`
    : '';
  return [
    '<!doctype html><html><body style="font-family:sans-serif;color:#1d2a44">',
    paragraphs(parts.before),
    parts.table ? tableHtml(parts.table) : '',
    paragraphs(parts.after ?? []),
    link,
    paragraphs(parts.signature === undefined ? [] : [parts.signature]),
    '</body></html>',
  ].join('');
}

/** The same table as plain text, one row a line. */
export function tableText(table: MailTable): string {
  const rows = [table.head, ...table.rows, ...(table.foot ? [table.foot] : [])];
  return rows.map((row) => row.join(' | ')).join('\n');
}

/** The same body as plain text: paragraphs apart by a blank line, the link as "label: url". */
export function mailText(parts: MailParts): string {
  return [
    ...parts.before,
    ...(parts.table ? [tableText(parts.table)] : []),
    ...(parts.after ?? []),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`] : []),
    ...(parts.signature === undefined ? [] : [parts.signature]),
  ].join('\n\n');
}

/** An e-mail's text and HTML, signed by the store under the link. */
export function signedMailBody(parts: MailParts): { text: string; html: string } {
  const signed = { ...parts, signature: MAIL_SIGNATURE };
  return { text: mailText(signed), html: mailHtml(signed) };
}
