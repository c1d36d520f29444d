import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { loadAllNamespaces } from '@/lib/i18n';
import { RegistrationsPagination } from './registrations-pagination';

beforeEach(async () => {
  await loadAllNamespaces();
  await i18n.changeLanguage('en');
});

describe('RegistrationsPagination', () => {
  it('names the last page and goes to it when the total is exact', async () => {
    const onPage = vi.fn();
    render(<RegistrationsPagination page={0} pages={4} onPage={onPage} />);
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('after a search counted up to a limit, says "of more than" and offers Next but not Last (issue 39)', async () => {
    const onPage = vi.fn();
    render(<RegistrationsPagination page={0} pages={20} more onPage={onPage} />);
    expect(screen.getByText('Page 1 of more than 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    render(<RegistrationsPagination page={0} pages={20} more onPage={() => {}} />);
    expect(screen.getByText('Page 1 sur plus de 20')).toBeInTheDocument();
  });
});
