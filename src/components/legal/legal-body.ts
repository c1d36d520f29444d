// The body of a legal document (public.legal_documents.body, issue 22 point 4):
// plain text where a line starting with '## ' is a heading, a line starting
// with '- ' is an item of a list (issue 24: the Concussion Code of Conduct's
// commitments), and a blank line ends a paragraph. Never HTML: the blocks are
// rendered as text.

export type LegalBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * The headings, paragraphs and lists of a body; lines of one paragraph are joined by a space, and so are the
 * lines that continue a list item; consecutive items make one list.
 */
export function parseLegalBody(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let lines: string[] = [];
  let items: string[] | null = null;
  const endParagraph = () => {
    if (lines.length) blocks.push({ type: 'paragraph', text: lines.join(' ') });
    lines = [];
    if (items?.length) blocks.push({ type: 'list', items });
    items = null;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
    } else if (raw.startsWith('## ')) {
      endParagraph();
      const text = raw.slice(3).trim();
      if (text) blocks.push({ type: 'heading', text });
    } else if (raw.startsWith('- ')) {
      if (lines.length) {
        blocks.push({ type: 'paragraph', text: lines.join(' ') });
        lines = [];
      }
      const text = raw.slice(2).trim();
      if (text) (items ??= []).push(text);
    } else if (items?.length) {
      items[items.length - 1] += ` ${line}`;
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}
