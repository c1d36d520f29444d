import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { fakeAuth, renderWithApp } from '@/test/render';
import type { AdminAidRow } from '../api/admin-financial-aid';

// The backend answers through this stand-in (admin_financial_aid_page / admin_decide_financial_aid, issue 25 D, issue 36).
const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const { default: AdminFinancialAidPage } = await import('./admin-financial-aid-page');

const row = (over: Partial<AdminAidRow>): AdminAidRow => ({
  id: 'r1',
  user_id: 'u1',
  family_name: 'Casey Parent',
  family_email: 'casey@example.org',
  language: 'fr',
  family_language: 'fr',
  program_id: 'p1',
  program_name: 'Winter Skills Camp',
  program_name_fr: 'Camp d’hiver',
  program_price_cents: 20000,
  participants: [
    { id: 'c1', name: 'Maya Parent' },
    { id: 'c2', name: 'Owen Parent' },
  ],
  can_pay_cents: 5000,
  note: 'Two children this year',
  status: 'pending',
  created_at: '2026-11-20T15:00:00Z',
  decided_at: null,
  decided_by_name: null,
  decision_note: null,
  approved_price_cents: null,
  code: null,
  ...over,
});

let rows: AdminAidRow[] = [];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: Record<string, unknown>) => {
    if (name === 'admin_financial_aid_page') {
      // The server's order (tests/db/financial-aid-page.test.ts): pending oldest first, then the rest newest first.
      const kept = rows.filter((r) => !args.p_status || r.status === args.p_status);
      const pending = kept
        .filter((r) => r.status === 'pending')
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      const others = kept
        .filter((r) => r.status !== 'pending')
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const offset = (args.p_offset as number) ?? 0;
      const page = [...pending, ...others].slice(offset, offset + ((args.p_limit as number) ?? 20));
      return { data: { total: kept.length, pending: pending.length, rows: page }, error: null };
    }
    if (name === 'admin_decide_financial_aid') {
      rows = rows.map((r) =>
        r.id === args.p_request_id
          ? {
              ...r,
              status: args.p_approve ? 'approved' : 'rejected',
              approved_price_cents: (args.p_price_cents as number | undefined) ?? null,
              code: args.p_approve ? 'FA-7K2QX9' : null,
              decision_note: (args.p_note as string | undefined) ?? null,
              decided_at: '2026-11-21T10:00:00Z',
            }
          : r,
      );
      return { data: null, error: null };
    }
    throw new Error(`unexpected rpc ${name}`);
  });
});

const admin = { auth: fakeAuth({ role: 'admin' }) };

describe('/admin/financial-aid (issue 25 point 6)', () => {
  it('lists pending requests first and approves one with the price the family pays', async () => {
    rows = [
      row({ id: 'done', status: 'rejected', family_name: 'Robin Old', created_at: '2026-11-25T10:00:00Z' }),
      row({}),
    ];
    renderWithApp(<AdminFinancialAidPage />, admin);
    await screen.findAllByRole('article');
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveAccessibleName('Casey Parent — Winter Skills Camp');
    expect(second).toHaveAccessibleName('Robin Old — Winter Skills Camp');
    expect(screen.getByText('2 requests, 1 pending')).toBeInTheDocument();
    expect(first).toHaveTextContent('Two children this year');
    expect(first).toHaveTextContent('Language:French');
    expect(within(second).queryByRole('button')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the request of Casey Parent' });
    // What the family said it can pay is the starting price.
    const price = within(dialog).getByRole('textbox', { name: /Price the family will pay/ });
    expect(price).toHaveValue('50.00');
    await userEvent.clear(price);
    await userEvent.type(price, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send the code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The price cannot be more than the program’s price',
    );
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send the code' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_decide_financial_aid', {
        p_request_id: 'r1',
        p_approve: true,
        p_price_cents: 0,
        p_note: undefined,
      }),
    );
    expect(await screen.findByText(/Approved for Casey Parent at \$0\.00/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')[1]).toHaveTextContent('FA-7K2QX9'));
  }, 20_000);

  it('declines with a note, in French, and filters by state', async () => {
    await i18n.changeLanguage('fr');
    rows = [row({})];
    renderWithApp(<AdminFinancialAidPage />, admin);
    const card = await screen.findByRole('article', { name: 'Casey Parent — Camp d’hiver' });
    await userEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande de Casey Parent' });
    expect(within(dialog).queryByRole('textbox', { name: /Prix/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note à la famille/ }), 'Budget épuisé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_decide_financial_aid', {
        p_request_id: 'r1',
        p_approve: false,
        p_price_cents: undefined,
        p_note: 'Budget épuisé',
      }),
    );
    expect(
      await screen.findByText('La demande de Casey Parent a été refusée. La famille en a été informée par courriel.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Afficher' }), 'pending');
    expect(await screen.findByText('Aucune demande n’attend de décision.')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith(
      'admin_financial_aid_page',
      { p_status: 'pending', p_offset: 0, p_limit: 20 },
      { get: true },
    );
  });

  it('pages the list on the server, 20 a page, and takes the focus to the new page', async () => {
    rows = Array.from({ length: 45 }, (_, i) =>
      row({
        id: `r${i}`,
        family_name: `Family ${i}`,
        status: i < 3 ? 'pending' : 'approved',
        created_at: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
      }),
    );
    renderWithApp(<AdminFinancialAidPage />, admin);
    expect(await screen.findByText('45 requests, 3 pending')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const nav = screen.getByRole('navigation', { name: 'Pages of financial assistance requests' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(rpc).toHaveBeenLastCalledWith('admin_financial_aid_page', { p_offset: 40, p_limit: 20 }, { get: true });
    const region = screen.getByRole('region', { name: 'Requests, page 3 of 3' });
    await waitFor(() => expect(region).toHaveFocus());
    expect(screen.getByText('45 requests, 3 pending')).toBeInTheDocument();
    // A new filter starts again at its first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'pending');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(rpc).toHaveBeenLastCalledWith(
      'admin_financial_aid_page',
      { p_status: 'pending', p_offset: 0, p_limit: 20 },
      { get: true },
    );
  });
});
