import { describe, expect, it } from 'vitest';
import { parseLegalBody, type LegalBlock } from './legal-body';

const h = (text: string): LegalBlock => ({ type: 'heading', text });
const p = (text: string): LegalBlock => ({ type: 'paragraph', text });

describe('parseLegalBody (issue 22: plain text, "## " headings, blank lines between paragraphs)', () => {
  const cases: [string, string, LegalBlock[]][] = [
    ['one paragraph', 'Hockey has risks.', [p('Hockey has risks.')]],
    ['a blank line separates paragraphs', 'First.\n\nSecond.', [p('First.'), p('Second.')]],
    ['lines of one paragraph are joined', 'First line\nsecond line', [p('First line second line')]],
    ['a heading then its paragraph', '## 1. Risks\nHockey has risks.', [h('1. Risks'), p('Hockey has risks.')]],
    ['a heading ends the paragraph before it', 'Intro\n## Next\nText', [p('Intro'), h('Next'), p('Text')]],
    ['several blank lines and Windows line ends', 'A\r\n\r\n\r\nB\r\n', [p('A'), p('B')]],
    ['"##" without a space is text', '##Not a heading', [p('##Not a heading')]],
    ['an indented "## " is text', '  ## indented', [p('## indented')]],
    ['an empty heading is dropped', '## \nText', [p('Text')]],
    ['HTML stays text', '<b>bold</b> & <script>x</script>', [p('<b>bold</b> & <script>x</script>')]],
    ['empty body', '', []],
  ];
  it.each(cases)('%s', (_name, body, expected) => {
    expect(parseLegalBody(body)).toEqual(expected);
  });
});
