import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('broken page');
}

describe('PageErrorBoundary (what the data router showed for a page that failed to draw)', () => {
  it.each([
    ['en', 'This page could not be shown', 'Reload the page'],
    ['fr', 'Cette page n’a pas pu s’afficher', 'Recharger la page'],
  ])('shows a heading and a reload button in %s instead of an empty window', async (lang, title, reload) => {
    await i18n.changeLanguage(lang);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
    // Another page draws again.
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
    quiet.mockRestore();
    await i18n.changeLanguage('en');
  });
});
