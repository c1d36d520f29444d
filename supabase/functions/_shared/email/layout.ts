// One layout for every e-mail: the HTML (lang on the document, one h1, h2 sections,
// 16px text, AAA colours on white, tables only for receipt lines) and a plain-text
// part rendered from the same blocks, so both parts always say the same thing.

import { escapeHtml, INTL_LOCALE, type Lang } from './format.ts';
import { plainText, type Rich } from './localized.ts';
import type { Organisation } from './organisation.ts';

// Paragraphs, fact values and table cells are Rich: a passage in another language
// (an English program name in a French e-mail) is an element with its lang in the HTML.
export type Fact = { label: string; value: Rich };

export type Block =
  | { kind: 'p'; text: Rich }
  | { kind: 'h2'; text: string }
  | { kind: 'facts'; items: Fact[] }
  | { kind: 'table'; caption: string; headers: string[]; rows: Rich[][]; totals: Fact[] }
  | { kind: 'link'; text: string; href: string };

export type Layout = {
  lang: Lang;
  subject: string;
  title: string;
  blocks: Block[];
  organisation: Organisation;
  /** The last line of the footer (why this e-mail was sent). */
  footerNote: string;
  /** Formats a label with its language's colon: 'Total:' / 'Total :'. */
  label: (text: string) => string;
  /** A link in the plain-text part: 'View ...: https://...' / 'Voir ... : https://...'. */
  linkLine: (text: string, url: string) => string;
};

// Colours on #ffffff: text #1a1a1a (17.4:1), links #0b3d91 (11.1:1), rules #595959 (7:1).
const TEXT = '#1a1a1a';
const LINK = '#0b3d91';
const RULE = '#595959';
const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;';
const P = `margin:0 0 16px 0;${FONT}color:${TEXT};`;
const CELL = `border:1px solid ${RULE};padding:8px;text-align:left;vertical-align:top;${FONT}color:${TEXT};`;

function safeHref(href: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) throw new Error(`Unsafe link in e-mail: ${href}`);
  return escapeHtml(href);
}

/** Escaped HTML of a line: each marked passage in a span with its lang. */
function richHtml(rich: Rich): string {
  if (typeof rich === 'string') return escapeHtml(rich);
  return rich
    .map((p) =>
      typeof p === 'string' ? escapeHtml(p) : `<span lang="${escapeHtml(p.lang)}">${escapeHtml(p.text)}</span>`,
    )
    .join('');
}

function htmlBlock(block: Block, label: Layout['label']): string {
  const e = escapeHtml;
  switch (block.kind) {
    case 'p':
      return `<p style="${P}">${richHtml(block.text)}</p>`;
    case 'h2':
      return `<h2 style="margin:24px 0 8px 0;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.3;color:${TEXT};">${e(block.text)}</h2>`;
    case 'facts':
      return block.items
        .map(
          (f) =>
            `<p style="margin:0 0 8px 0;${FONT}color:${TEXT};"><strong>${e(label(f.label))}</strong> ${richHtml(f.value)}</p>`,
        )
        .join('\n');
    case 'table': {
      const head = block.headers.map((h) => `<th scope="col" style="${CELL}">${e(h)}</th>`).join('');
      const rows = block.rows
        .map((r) => `<tr>${r.map((c) => `<td style="${CELL}">${richHtml(c)}</td>`).join('')}</tr>`)
        .join('\n');
      const span = block.headers.length - 1;
      const totals = block.totals
        .map(
          (f) =>
            `<tr><th scope="row" colspan="${span}" style="${CELL}">${e(f.label)}</th><td style="${CELL}"><strong>${richHtml(f.value)}</strong></td></tr>`,
        )
        .join('\n');
      return [
        `<table style="border-collapse:collapse;width:100%;margin:0 0 16px 0;">`,
        `<caption style="text-align:left;padding:0 0 8px 0;${FONT}color:${TEXT};font-weight:bold;">${e(block.caption)}</caption>`,
        `<thead><tr>${head}</tr></thead>`,
        `<tbody>\n${rows}\n</tbody>`,
        totals ? `<tfoot>\n${totals}\n</tfoot>` : '',
        '</table>',
      ].join('\n');
    }
    case 'link':
      return `<p style="${P}"><a href="${safeHref(block.href)}" style="color:${LINK};text-decoration:underline;">${e(block.text)}</a></p>`;
  }
}

function textBlock(block: Block, label: Layout['label'], linkLine: Layout['linkLine']): string {
  switch (block.kind) {
    case 'p':
    case 'h2':
      return plainText(block.text);
    case 'facts':
      return block.items.map((f) => `${label(f.label)} ${plainText(f.value)}`).join('\n');
    case 'table': {
      // No grid characters: each line is read as "Participant: ..., Program: ...".
      const rows = block.rows.map((r) => r.map((c, i) => `${label(block.headers[i])} ${plainText(c)}`).join('\n'));
      const totals = block.totals.map((f) => `${label(f.label)} ${plainText(f.value)}`).join('\n');
      return [block.caption, ...rows, totals].filter(Boolean).join('\n\n');
    }
    case 'link':
      safeHref(block.href);
      return linkLine(block.text, block.href);
  }
}

export function renderLayout(l: Layout): { html: string; text: string } {
  const locale = INTL_LOCALE[l.lang];
  const e = escapeHtml;
  const footerLines = [l.organisation.name, ...l.organisation.addressLines];
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(l.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:#ffffff;color:${TEXT};${FONT}">`,
    `<div role="article" aria-label="${e(l.subject)}" lang="${locale}" style="max-width:640px;margin:0 auto;padding:16px;background-color:#ffffff;">`,
    `<h1 style="margin:0 0 16px 0;font-family:Arial,Helvetica,sans-serif;font-size:26px;line-height:1.3;color:${TEXT};">${e(l.title)}</h1>`,
    ...l.blocks.map((b) => htmlBlock(b, l.label)),
    `<hr style="border:0;border-top:1px solid ${RULE};margin:24px 0 16px 0;">`,
    `<p style="${P}">${footerLines.map(e).join('<br>')}</p>`,
    `<p style="${P}">${e(l.footerNote)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  const text =
    [l.title, ...l.blocks.map((b) => textBlock(b, l.label, l.linkLine)), footerLines.join('\n'), l.footerNote].join(
      '\n\n',
    ) + '\n';
  return { html, text };
}
