import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { LegalDocumentRow } from '../api/legal-documents';
import type { Version } from '../utils/documents';
import { VersionDiff } from './version-diff';

const row = (version: number, language: 'en' | 'fr', title: string, body: string): LegalDocumentRow => ({
  id: `${version}-${language}`,
  kind: 'waiver',
  program_id: null,
  language,
  version,
  title,
  body,
  published_at: '2026-11-20T15:00:00Z',
  updated_at: '2026-11-20T15:00:00Z',
});
const version = (n: number, en: [string, string], fr: [string, string]): Version => ({
  version: n,
  publishedAt: '2026-11-20T15:00:00Z',
  en: row(n, 'en', ...en),
  fr: row(n, 'fr', ...fr),
});

const v1 = version(1, ['Waiver', 'Wear a helmet.'], ['Renonciation', 'Portez un casque.']);
const v2 = version(2, ['Waiver', 'Wear a helmet and a mask.'], ['Renonciation', 'Portez un casque et un masque.']);

describe('VersionDiff (issue 22 point 4): changes said in words, not by colour alone', () => {
  const cases = [
    {
      ui: 'en',
      lang: 'en' as const,
      heading: 'Difference between version 1 and version 2 (English)',
      summary: '1 addition, 0 removals.',
      added: 'Added: and a mask (end of addition)',
    },
    {
      ui: 'fr',
      lang: 'fr' as const,
      heading: 'Différence entre la version 1 et la version 2 (français)',
      summary: '1 ajout, 0 suppression.',
      added: 'Ajouté : et un masque (fin de l’ajout)',
    },
  ];
  it.each(cases)('$ui UI, $lang text', async ({ ui, lang, heading, summary, added }) => {
    await act(() => i18n.changeLanguage(ui));
    const { container } = renderWithApp(<VersionDiff older={v1} newer={v2} lang={lang} />);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    const ins = container.querySelectorAll('ins');
    expect(ins).toHaveLength(1);
    expect(ins[0].textContent?.replace(/\s+/g, ' ').trim()).toBe(added);
    expect(container.querySelectorAll('del')).toHaveLength(0);
    // Each column is in the document's language; the spoken labels in the page's.
    expect(ins[0].closest('[lang]')?.getAttribute('lang')).toBe(ui);
    expect(container.querySelector(`div[lang="${lang}"]`)).not.toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
