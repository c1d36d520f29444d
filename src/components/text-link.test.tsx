import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TextAnchor, TextLink, textLinkClasses } from './text-link';

describe('TextLink and TextAnchor', () => {
  it('link to a route or an address, named by their text, in the text-link look', () => {
    render(
      <MemoryRouter>
        <TextLink to="/programs">Browse programs</TextLink>
        <TextAnchor href="mailto:info@example.org" wrap="all">
          info@example.org
        </TextAnchor>
      </MemoryRouter>,
    );
    const route = screen.getByRole('link', { name: 'Browse programs' });
    expect(route).toHaveAttribute('href', '/programs');
    expect(route).toHaveClass('font-semibold', 'text-blue-900', 'underline');
    const mail = screen.getByRole('link', { name: 'info@example.org' });
    expect(mail).toHaveAttribute('href', 'mailto:info@example.org');
    expect(mail).toHaveClass('break-all', 'underline');
  });

  it.each([
    [{}, 'font-semibold text-blue-900 underline'],
    [{ wrap: 'words' as const }, 'font-semibold break-words text-blue-900 underline'],
    [{ className: 'inline-block py-1' }, 'inline-block py-1 font-semibold text-blue-900 underline'],
  ])('classes for %o', (extra, classes) => expect(textLinkClasses(extra)).toBe(classes));
});
