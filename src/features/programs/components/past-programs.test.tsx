import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { ProgramCardData } from '../api/get-programs';
import { PAST_PAGE_SIZE } from '../api/programs-list-query';

// The ended programs' pages (public.listed_programs with p_past) answer through this stand-in.
const publicSelect = vi.fn();
vi.mock('@/lib/public-rest', () => ({ publicSelect: (query: string) => publicSelect(query) }));
const { PastPrograms } = await import('./past-programs');

const program = (n: number): ProgramCardData => ({
  id: `p${n}`,
  name: `Camp ${n}`,
  name_fr: null,
  description: null,
  description_fr: null,
  start_date: '2026-01-01',
  end_date: '2026-01-05',
  location: null,
  location_fr: null,
  price: 1000,
  max_participants: null,
  is_active: true,
  is_full: false,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => program(from + i));

beforeEach(async () => {
  publicSelect.mockReset();
  await i18n.changeLanguage('en');
});

describe('PastPrograms on /programs', () => {
  it('reads nothing until asked, then a page at a time, each page’s first program taking the focus', async () => {
    publicSelect.mockImplementation((query: string) =>
      Promise.resolve(query.endsWith('offset=0') ? page(1, PAST_PAGE_SIZE) : page(PAST_PAGE_SIZE + 1, 2)),
    );
    renderWithApp(<PastPrograms signedIn={false} today="2026-11-29" />);
    const section = screen.getByRole('region', { name: 'Past programs' });
    expect(publicSelect).not.toHaveBeenCalled();

    await userEvent.click(within(section).getByRole('button', { name: 'Show past programs' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Camp 1' })).toHaveFocus();
    expect(publicSelect).toHaveBeenLastCalledWith(expect.stringContaining('p_past=true'));
    // An ended program offers no way to register, signed out either.
    const first = screen.getByRole('article', { name: 'Camp 1' });
    expect(within(first).getByText('Program Ended')).toBeInTheDocument();
    expect(within(first).queryByRole('link')).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Show more past programs' }));
    expect(await screen.findByRole('heading', { level: 3, name: `Camp ${PAST_PAGE_SIZE + 1}` })).toHaveFocus();
    expect(publicSelect).toHaveBeenLastCalledWith(expect.stringContaining(`offset=${PAST_PAGE_SIZE}`));
    expect(within(section).getAllByRole('article')).toHaveLength(PAST_PAGE_SIZE + 2);
    // A short page is the last one.
    expect(within(section).queryByRole('button', { name: 'Show more past programs' })).toBeNull();
  });

  it('moves the focus to the section when the last page comes back empty (a multiple of the page size)', async () => {
    publicSelect.mockImplementation((query: string) =>
      Promise.resolve(query.endsWith('offset=0') ? page(1, PAST_PAGE_SIZE) : []),
    );
    renderWithApp(<PastPrograms signedIn today="2026-11-29" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show past programs' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Camp 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show more past programs' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Past programs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more past programs' })).toBeNull();
  });

  it('says so when no program has ended, in French too', async () => {
    await i18n.changeLanguage('fr');
    publicSelect.mockResolvedValue([]);
    renderWithApp(<PastPrograms signedIn today="2026-11-29" />);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher les programmes passés' }));
    expect(await screen.findByText('Aucun programme n’est encore terminé.')).toBeInTheDocument();
  });

  it('offers to try again when a page could not be read', async () => {
    publicSelect.mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue(page(1, 1));
    renderWithApp(<PastPrograms signedIn today="2026-11-29" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show past programs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Camp 1' })).toBeInTheDocument();
  });
});
