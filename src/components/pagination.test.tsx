import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { loadAllNamespaces } from '@/lib/i18n';
import { Pagination, paginationLabels } from './pagination';

beforeEach(async () => {
  await loadAllNamespaces();
  await i18n.changeLanguage('en');
});

/** The pager as the registrations screen shows it: its own namespace's labels. */
const pager = (props: { page: number; pages: number; more?: boolean; onPage: (page: number) => void }) => (
  <Pagination {...props} labels={paginationLabels(i18n.getFixedT(null, 'adminRegistrations'))} />
);

describe('Pagination', () => {
  it('names the last page and goes to it when the total is exact', async () => {
    const onPage = vi.fn();
    render(pager({ page: 0, pages: 4, onPage }));
    expect(screen.getByRole('navigation', { name: 'Registration pages' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('after a search counted up to a limit, says "of more than" and offers Next but not Last (issue 39)', async () => {
    const onPage = vi.fn();
    render(pager({ page: 0, pages: 20, more: true, onPage }));
    expect(screen.getByText('Page 1 of more than 20')).toBeInTheDocument();
    const last = screen.getByRole('button', { name: 'Last page' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(last);
    expect(onPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('keeps the focus on a button that becomes unavailable (Last pressed: the page turns, the focus stays)', async () => {
    const { rerender } = render(pager({ page: 0, pages: 3, onPage: () => {} }));
    const last = screen.getByRole('button', { name: 'Last page' });
    last.focus();
    rerender(pager({ page: 2, pages: 3, onPage: () => {} }));
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveFocus();
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    render(pager({ page: 0, pages: 20, more: true, onPage: () => {} }));
    expect(screen.getByText('Page 1 sur plus de 20')).toBeInTheDocument();
  });
});
