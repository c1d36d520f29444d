import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LegalDocumentBody } from './legal-document-body';

describe('LegalDocumentBody (issue 22: the body rendered as text)', () => {
  it('renders "## " lines as headings of the level asked and the rest as paragraphs, never as HTML', () => {
    const { container } = render(
      <LegalDocumentBody body={'## 1. Risks\nHockey has <b>real</b> risks.\n\nSecond paragraph.'} headingLevel={3} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '1. Risks' })).toBeInTheDocument();
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Hockey has <b>real</b> risks.', 'Second paragraph.']);
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders "- " lines as the items of a list', () => {
    render(<LegalDocumentBody body={'## We commit to\n- play fair;\n- report a possible concussion.'} />);
    const list = screen.getByRole('list');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'play fair;',
      'report a possible concussion.',
    ]);
  });
});
