import { describe, expect, it } from 'vitest';
import { parseLegalBody, type LegalBlock } from './legal-body';

const h = (text: string): LegalBlock => ({ type: 'heading', text });
const p = (text: string): LegalBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): LegalBlock => ({ type: 'list', items });

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
    [
      '"- " lines are the items of one list',
      'We commit to\n- play fair;\n- report.',
      [p('We commit to'), ul('play fair;', 'report.')],
    ],
    ['a line after an item continues it', '- play fair\nalways\n\nAfter.', [ul('play fair always'), p('After.')]],
    ['a blank line or a heading ends the list', '- a\n\n- b\n## H\n- c', [ul('a'), ul('b'), h('H'), ul('c')]],
    ['"-" without a space and an indented "- " are text', '-x\n  - y', [p('-x - y')]],
  ];
  it.each(cases)('%s', (_name, body, expected) => {
    expect(parseLegalBody(body)).toEqual(expected);
  });
});
