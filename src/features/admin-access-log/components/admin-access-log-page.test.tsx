import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { fakeAuth, renderWithApp } from '@/test/render';
import type { AdminAccessLogRow } from '../api/access-log';

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (...args: unknown[]) => rpc(...args) } }));
const downloads: { name: string; blob: Blob }[] = [];
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: (name: string, blob: Blob) => downloads.push({ name, blob }),
}));
const { default: AdminAccessLogPage } = await import('./admin-access-log-page');

const logRow = (i: number, over: Partial<AdminAccessLogRow> = {}): AdminAccessLogRow => ({
  id: String(i),
  at: '2026-11-26T14:05:00Z',
  actor_id: `u${i}`,
  actor_name: `Camille Coach${i}`,
  actor_email: `camille${i}@example.org`,
  actor_role: 'coach',
  action: 'read',
  what: 'medical_and_emergency',
  reason: 'coordinator_roster',
  program_id: 'p1',
  program_name: 'Winter League',
  program_name_fr: null,
  participant_count: 22,
  participants: [{ id: 'a', name: 'Ana Skater' }],
  volunteer_count: 0,
  scope: null,
  ...over,
});

/** admin_access_log over `all`: the filters are recorded, the page sliced. */
let all: AdminAccessLogRow[] = [];
beforeEach(async () => {
  downloads.length = 0;
  rpc.mockReset();
  rpc.mockImplementation(async (name: string, args: Record<string, number>) => {
    if (name === 'admin_access_log')
      return { data: { total: all.length, rows: all.slice(args.p_offset, args.p_offset + args.p_limit) }, error: null };
    return { data: null, error: { message: `unexpected ${name}` } };
  });
  await i18n.changeLanguage('en');
});

const adminCalls = () => rpc.mock.calls.filter(([n]) => n === 'admin_access_log').map(([, a]) => a);

// Tables of 50 rows render slowly in jsdom on a busy machine.
describe('/admin/access-log', { timeout: 30_000 }, () => {
  it('shows each line: when in Toronto time, who and role, what, where, program, whose', async () => {
    all = [
      logRow(1),
      logRow(2, {
        action: 'write',
        what: 'odd_value',
        actor_name: null,
        participant_count: 0,
        participants: [],
        volunteer_count: 3,
      }),
    ];
    renderWithApp(<AdminAccessLogPage />, { auth: fakeAuth({ role: 'admin' }), route: '/admin/access-log' });
    const table = await screen.findByRole('table', { name: 'Access log entries, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Nov 26, 2026, 9:05 a.m.');
    expect(first).toHaveTextContent('Camille Coach1');
    expect(first).toHaveTextContent('Coach');
    expect(first).toHaveTextContent('camille1@example.org');
    expect(first).toHaveTextContent('Viewed');
    expect(first).toHaveTextContent('Medical and emergency information');
    expect(first).toHaveTextContent('Program coordinator’s roster');
    expect(first).toHaveTextContent('Winter League');
    expect(first).toHaveTextContent('22 participants');
    expect(first).toHaveTextContent('Ana Skater and 21 more');
    expect(second).toHaveTextContent('Account since removed');
    expect(second).toHaveTextContent('Changed');
    expect(second).toHaveTextContent('odd_value');
    expect(second).toHaveTextContent('3 volunteers');
    expect(screen.getByText('2 entries match.')).toBeInTheDocument();
    expect(adminCalls()[0]).toEqual({ p_offset: 0, p_limit: 50 });
  });

  it('applies the filters typed (trimmed), by keyboard, and says when nothing matches', async () => {
    all = [];
    const user = userEvent.setup();
    renderWithApp(<AdminAccessLogPage />, { auth: fakeAuth({ role: 'admin' }), route: '/admin/access-log' });
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /Participant/ }), ' Ana ');
    await user.type(screen.getByRole('searchbox', { name: /Staff member/ }), 'camille');
    await user.type(screen.getByLabelText(/^From/), '2026-11-01');
    await user.type(screen.getByLabelText(/^To/), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(adminCalls().at(-1)).toEqual({
        p_participant: 'Ana',
        p_actor: 'camille',
        p_from: '2026-11-01',
        p_to: '2026-11-30',
        p_offset: 0,
        p_limit: 50,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(adminCalls().at(-1)).toEqual({ p_offset: 0, p_limit: 50 }));
    expect(screen.getByRole('searchbox', { name: /Participant/ })).toHaveValue('');
  });

  it('refuses a last day before the first in the summary and beside the field, without asking', async () => {
    all = [];
    const user = userEvent.setup();
    renderWithApp(<AdminAccessLogPage />, { auth: fakeAuth({ role: 'admin' }), route: '/admin/access-log' });
    await screen.findByText('No entry matches these filters.');
    const calls = adminCalls().length;
    await user.type(screen.getByLabelText(/^From/), '2026-11-10');
    await user.type(screen.getByLabelText(/^To/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const summary = await screen.findByRole('alert');
    const message = 'The last day must be the same as or after the first day.';
    expect(summary).toHaveTextContent(message);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText(/^To/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(adminCalls()).toHaveLength(calls);
  });

  it('pages 50 at a time', async () => {
    all = Array.from({ length: 120 }, (_, i) => logRow(i));
    const user = userEvent.setup();
    renderWithApp(<AdminAccessLogPage />, { auth: fakeAuth({ role: 'admin' }), route: '/admin/access-log' });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('Page 3 of 3');
    expect(adminCalls().at(-1)).toEqual({ p_offset: 100, p_limit: 50 });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
  });

  it('downloads every matching line, 1000 at a time, each once, and says how many', async () => {
    all = Array.from({ length: 1500 }, (_, i) => logRow(i));
    const user = userEvent.setup();
    renderWithApp(<AdminAccessLogPage />, {
      auth: fakeAuth({ role: 'admin' }),
      route: '/admin/access-log?participant=Ana',
    });
    await screen.findByText('1,500 entries match.');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV file was downloaded: 1,500 entries.')).toBeInTheDocument();
    const exports = adminCalls().filter((a) => a.p_limit === 1000);
    expect(exports).toEqual([
      { p_participant: 'Ana', p_offset: 0, p_limit: 1000 },
      { p_participant: 'Ana', p_offset: 1000, p_limit: 1000 },
    ]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says why the log could not be read', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'forbidden', code: '42501' } });
    renderWithApp(<AdminAccessLogPage />, { auth: fakeAuth({ role: 'admin' }), route: '/admin/access-log' });
    expect(await screen.findByText('Only administrators can read the access log.')).toBeInTheDocument();
  });
});
