import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { emailServerErrors, type OutboxMessage } from '../api/emails';
import { EmailsTable } from './emails-table';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'm1',
  created_at: '2026-11-24T15:30:00Z',
  sent_at: null,
  to_email: 'ana@example.org',
  template: 'registration_received',
  language: 'fr',
  status: 'queued',
  attempts: 0,
  last_error: null,
  ...over,
});

const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;

describe('e-mail outbox labels', () => {
  // Every template of supabase/functions/_shared/email/types.ts (EMAIL_TEMPLATES), in both languages.
  it.each([
    ['registration_received', 'Registration received', 'Inscription reçue'],
    ['registration_approved', 'Registration approved', 'Inscription approuvée'],
    ['registration_paid', 'Registration paid', 'Inscription payée'],
    ['payment_receipt', 'Payment receipt', 'Reçu de paiement'],
    ['registration_rejected', 'Registration not approved', 'Inscription non approuvée'],
    ['registration_cancelled', 'Registration cancelled', 'Inscription annulée'],
    ['refund_processed', 'Refund processed', 'Remboursement effectué'],
    ['some_future_template', 'some_future_template', 'some_future_template'],
  ])('%s reads "%s" / "%s"', async (template, en, fr) => {
    for (const [lang, label] of [
      ['en', en],
      ['fr', fr],
    ]) {
      await i18n.changeLanguage(lang);
      const { unmount } = render(
        <EmailsTable messages={[message({ template })]} resendingId={null} onResend={() => {}} />,
      );
      expect(within(row('ana@example.org')).getAllByRole('cell')[2]).toHaveTextContent(label);
      unmount();
    }
  });

  it.each([
    ['en', 'queued', 'Queued', 'French'],
    ['en', 'sending', 'Sending', 'French'],
    ['en', 'sent', 'Sent', 'French'],
    ['en', 'failed', 'Failed', 'French'],
    ['fr', 'queued', "En file d'attente", 'Français'],
    ['fr', 'failed', 'En échec', 'Français'],
  ] as const)('[%s] status %s reads "%s" and the language "%s"', async (lang, status, word, language) => {
    await i18n.changeLanguage(lang);
    render(<EmailsTable messages={[message({ status })]} resendingId={null} onResend={() => {}} />);
    const cells = within(row('ana@example.org')).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent(language);
    expect(cells[1]).toHaveTextContent(word);
  });
});

describe('e-mail outbox rows', () => {
  it('shows the date in Toronto time, the error and "Send again" only on failed rows', async () => {
    const onResend = vi.fn();
    const failed = message({
      id: 'f',
      to_email: 'bad@example.org',
      status: 'failed',
      attempts: 8,
      last_error: '550 No such user',
    });
    const sent = message({ id: 's', to_email: 'ok@example.org', status: 'sent', attempts: 1, last_error: 'old error' });
    render(<EmailsTable messages={[failed, sent]} resendingId={null} onResend={onResend} />);

    expect(screen.getByRole('table', { name: 'Most recent e-mail messages' })).toBeInTheDocument();
    const failedCells = within(row('bad@example.org')).getAllByRole('cell');
    expect(failedCells[0]).toHaveTextContent(/Nov 24, 2026, 10:30/); // 15:30 UTC is 10:30 a.m. in Toronto
    expect(failedCells[4]).toHaveTextContent('8');
    expect(failedCells[5]).toHaveTextContent('550 No such user');
    // A sent message's old error is not shown, and it cannot be sent again.
    expect(within(row('ok@example.org')).queryByText('old error')).not.toBeInTheDocument();
    expect(within(row('ok@example.org')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send again to bad@example.org' }));
    expect(onResend).toHaveBeenCalledWith(failed);
  });

  it('marks the button busy while its message is sent again, and ignores other presses', async () => {
    const onResend = vi.fn();
    const a = message({ id: 'a', to_email: 'a@example.org', status: 'failed' });
    const b = message({ id: 'b', to_email: 'b@example.org', status: 'failed' });
    render(<EmailsTable messages={[a, b]} resendingId="a" onResend={onResend} />);
    const busy = screen.getByRole('button', { name: 'Sending again to a@example.org' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('cell', { name: 'No error recorded' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Send again to b@example.org' }));
    expect(onResend).not.toHaveBeenCalled();
  });

  it('[fr] names the button with the recipient', async () => {
    await i18n.changeLanguage('fr');
    render(<EmailsTable messages={[message({ status: 'failed' })]} resendingId={null} onResend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Renvoyer à ana@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Courriels les plus récents' })).toBeInTheDocument();
  });
});

describe('Send again refusals', () => {
  it.each([
    ['en', { hint: 'email_not_failed', message: 'x' }, /is not in failure any more/],
    ['en', { hint: 'admin_only', message: 'x' }, 'Only an administrator can do this.'],
    ['en', { hint: 'email_not_found', message: 'x' }, 'This message no longer exists. Refresh the list.'],
    ['fr', { hint: 'email_not_failed', message: 'x' }, /n'est plus en échec/],
    ['en', { message: 'connection lost' }, 'Could not send the message again: connection lost'],
    ['fr', {}, 'Impossible de renvoyer le message.'],
  ] as const)('[%s] %o reads %s', async (lang, error, expected) => {
    await i18n.changeLanguage(lang);
    const text = serverErrorMessage(error, i18n.t, emailServerErrors);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });
});
