// The body of a legal document (public.legal_documents.body, issue 22 point 4):
// plain text where a line starting with '## ' is a heading and a blank line
// ends a paragraph. Never HTML: the blocks are rendered as text.

export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string };

/** The headings and paragraphs of a body; lines of one paragraph are joined by a space. */
export function parseLegalBody(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length) blocks.push({ type: 'paragraph', text: lines.join(' ') });
    lines = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
    } else if (raw.startsWith('## ')) {
      endParagraph();
      const text = raw.slice(3).trim();
      if (text) blocks.push({ type: 'heading', text });
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return blocks;
}
