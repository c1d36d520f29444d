import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { CONTENT_SLOT, LocalizedText, withContent } from './localized-text';

describe('LocalizedText', () => {
  it('shows the French in a French UI, with no lang of its own', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<LocalizedText as="h2" fr="Hockey junior" en="Junior hockey" />);
    const heading = screen.getByRole('heading', { name: 'Hockey junior' });
    expect(heading).not.toHaveAttribute('lang');
  });

  it('shows the English marked lang="en" in a French UI when the French is missing', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<LocalizedText as="p" fr={null} en="Junior hockey" id="x" className="c" />);
    const element = screen.getByText('Junior hockey');
    expect(element.tagName).toBe('P');
    expect(element).toHaveAttribute('lang', 'en');
    expect(element).toHaveAttribute('id', 'x');
    expect(element).toHaveClass('c');
  });

  it('shows the English in an English UI, and the French marked lang="fr" only when English is empty', () => {
    const { rerender } = render(<LocalizedText fr="Hockey junior" en="Junior hockey" />);
    expect(screen.getByText('Junior hockey')).not.toHaveAttribute('lang');
    expect(screen.getByText('Junior hockey').tagName).toBe('SPAN');
    rerender(<LocalizedText fr="Hockey junior" en="" />);
    expect(screen.getByText('Hockey junior')).toHaveAttribute('lang', 'fr');
  });

  it('follows a language switch', async () => {
    render(<LocalizedText fr="Hockey junior" en="Junior hockey" />);
    expect(screen.getByText('Junior hockey')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Hockey junior')).toBeInTheDocument();
  });
});

describe('withContent', () => {
  it('is a plain string when the content is in the UI language', () => {
    const template = `Register for ${CONTENT_SLOT}`;
    expect(withContent(template, localized('Hockey junior', 'Junior hockey', 'en'))).toBe('Register for Junior hockey');
  });

  it('wraps a fallback in its own lang span', () => {
    const template = `S’inscrire à ${CONTENT_SLOT} maintenant`;
    render(<h1>{withContent(template, localized(null, 'Junior hockey', 'fr'))}</h1>);
    const heading = screen.getByRole('heading', { name: 'S’inscrire à Junior hockey maintenant' });
    const span = screen.getByText('Junior hockey');
    expect(span).toHaveAttribute('lang', 'en');
    expect(heading).not.toHaveAttribute('lang');
  });
});
