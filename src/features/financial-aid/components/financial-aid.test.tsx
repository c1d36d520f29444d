import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import type { AidRequest } from '../api/financial-aid';

// The backend answers through this stand-in (the shapes of the issue 25 contract, section D).
const rpc = vi.fn();
const tables: Record<string, unknown[]> = {};
/** A PostgREST query builder stand-in: every filter returns itself; awaiting it gives the table's rows. */
const query = (table: string) => {
  const q: Record<string, unknown> = {};
  for (const m of ['select', 'eq', 'gte', 'gt', 'or', 'order', 'limit']) q[m] = () => q;
  q.then = (resolve: (v: unknown) => void) => resolve({ data: tables[table] ?? [], error: null });
  return q;
};
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc: (...args: unknown[]) => rpc(...args), from: (t: string) => query(t) },
}));
const { default: FinancialAidPage } = await import('./financial-aid-page');
const { default: FinancialAidRequestPage } = await import('./financial-aid-request-page');

const request = (over: Partial<AidRequest>): AidRequest => ({
  id: 'r1',
  program_id: 'p1',
  program_name: 'Winter Skills Camp',
  program_name_fr: 'Camp d’hiver',
  program_price_cents: 20000,
  participants: [{ id: 'c1', name: 'Charlie Child' }],
  can_pay_cents: 5000,
  note: null,
  status: 'pending',
  created_at: '2026-11-20T15:00:00Z',
  decided_at: null,
  decision_note: null,
  approved_price_cents: null,
  code: null,
  code_uses_left: null,
  ...over,
});

let requests: AidRequest[] = [];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: Record<string, unknown>) => {
    if (name === 'my_financial_aid_requests') return { data: requests, error: null };
    if (name === 'withdraw_financial_aid_request') {
      requests = requests.map((r) => (r.id === args.p_request_id ? { ...r, status: 'withdrawn' } : r));
      return { data: null, error: null };
    }
    if (name === 'request_financial_aid') return { data: 'new-id', error: null };
    throw new Error(`unexpected rpc ${name}`);
  });
  tables.programs = [
    {
      id: 'p1',
      name: 'Winter Skills Camp',
      name_fr: 'Camp d’hiver',
      price: 15000,
      start_date: '2030-01-10',
      end_date: '2030-01-12',
      program_price_tiers: [{ price: 15000 }, { price: 20000 }],
    },
    {
      id: 'free',
      name: 'Free Skate',
      name_fr: null,
      price: 0,
      start_date: '2030-01-10',
      end_date: '2030-01-12',
      program_price_tiers: [],
    },
  ];
  tables.participants = [
    { id: 'c1', first_name: 'Charlie', last_name: 'Child' },
    { id: 'c2', first_name: 'Dana', last_name: 'Child' },
  ];
});

describe('/financial-aid (issue 25 point 6)', () => {
  it('lists each state: the approved code with its price and Register link, the declined note, Withdraw when pending', async () => {
    requests = [
      request({
        id: 'old',
        status: 'rejected',
        decision_note: 'Funds are used up',
        created_at: '2026-10-01T10:00:00Z',
      }),
      request({
        id: 'ok',
        status: 'approved',
        approved_price_cents: 2500,
        code: 'FA-7K2QX9',
        code_uses_left: 1,
        decided_at: '2026-11-21T10:00:00Z',
      }),
      request({ id: 'wait', program_id: 'p2', program_name: 'Spring League', program_name_fr: null }),
    ];
    renderWithApp(<FinancialAidPage />);
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Spring League',
      'Winter Skills Camp',
      'Winter Skills Camp',
    ]);
    const [pending, ok, rejected] = screen.getAllByRole('article');
    expect(ok).toHaveTextContent('Approved');
    expect(ok).toHaveTextContent('FA-7K2QX9');
    expect(ok).toHaveTextContent('Your price per participant:$25.00');
    expect(within(ok).getByRole('link', { name: 'Register with this code' })).toHaveAttribute(
      'href',
      '/programs/p1/register',
    );
    expect(within(ok).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(rejected).toHaveTextContent('Funds are used up');
    expect(within(rejected).queryByRole('link')).toBeNull();

    await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the request' }));
    expect(rpc).toHaveBeenCalledWith('withdraw_financial_aid_request', { p_request_id: 'wait' });
    expect(await screen.findByText('Your request for Spring League was withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getAllByRole('article')[2]).getByText('Withdrawn')).toBeInTheDocument());
  });

  it('says when there is no request, in French', async () => {
    await i18n.changeLanguage('fr');
    requests = [];
    renderWithApp(<FinancialAidPage />);
    expect(await screen.findByText('Vous n’avez demandé aucune aide financière.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander une aide financière' })).toHaveAttribute(
      'href',
      '/financial-aid/new',
    );
  });
});

describe('/financial-aid/new (issue 25 point 6)', () => {
  it('fixes the program from the address, checks the form and sends the amount in cents', async () => {
    const { router } = renderWithApp(<FinancialAidRequestPage />, {
      route: '/financial-aid/new?program=p1',
      extraRoutes: [{ path: '/financial-aid', element: <p>requests page</p> }],
    });
    expect(await screen.findByText('Winter Skills Camp')).toBeInTheDocument();
    // The dearest option is the price one asks help for.
    expect(screen.getByText(/Price: \$200\.00 per participant/)).toBeInTheDocument();
    expect(screen.getByText(/only the organisation’s administrators read it/)).toBeInTheDocument();
    expect(screen.getByText('No documents are required.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Program/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Choose at least one participant');
    expect(summary).toHaveTextContent('Enter what your family can pay, 0 if nothing');
    expect(rpc).not.toHaveBeenCalledWith('request_financial_aid', expect.anything());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Dana Child' }));
    const canPay = screen.getByRole('textbox', { name: /What your family can pay/ });
    await userEvent.type(canPay, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount less than the program’s price');

    await userEvent.clear(canPay);
    await userEvent.type(canPay, '40.50');
    await userEvent.type(screen.getByRole('textbox', { name: /Anything you would like us to know/ }), ' Two jobs ');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/financial-aid'));
    expect(rpc).toHaveBeenCalledWith('request_financial_aid', {
      p_program_id: 'p1',
      p_participant_ids: ['c2'],
      p_can_pay_cents: 4050,
      p_note: 'Two jobs',
    });
  });

  it('offers only priced programs to choose from, and words a refusal (already asked) in French', async () => {
    await i18n.changeLanguage('fr');
    rpc.mockImplementation(async () => ({
      data: null,
      error: { message: 'already', code: 'P0001', hint: 'already_requested' },
    }));
    renderWithApp(<FinancialAidRequestPage />, { route: '/financial-aid/new' });
    const select = await screen.findByRole('combobox', { name: 'Programme' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisissez un programme', expect.stringMatching(/^Camp d’hiver \(200,00\s\$\)$/)]);
    await userEvent.selectOptions(select, 'p1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Charlie Child' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ce que votre famille peut payer/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une demande pour l’une de ces personnes et ce programme est déjà en attente ou approuvée.',
    );
  });

  it('says so when the program in the address is not open for requests', async () => {
    renderWithApp(<FinancialAidRequestPage />, { route: '/financial-aid/new?program=free' });
    expect(await screen.findByText(/not open for financial assistance requests/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my request' })).toBeNull();
  });
});
