import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { I18N_PREFETCHED } from '@/lib/i18n';
import { PaymentFunctionError } from '@/lib/function-error';
import { renderWithApp } from '@/test/render';
import { AddCard } from './add-card';

// The functions are exercised for real in tests/db/saved-cards*.test.ts and
// tests/e2e/saved-cards.spec.ts; here only what the form says and sends.
const api = vi.hoisted(() => ({ startCardSetup: vi.fn(), saveCard: vi.fn() }));
// The organisation's contact e-mail as an administrator set it on /admin/settings.
vi.mock('@/lib/organisation', () => ({ useContactEmail: () => 'help@example.org' }));
vi.mock('../api/payment-methods', () => api);

const testCards = [
  { payment_method_id: 'pm_card_visa', brand: 'visa', last4: '4242' },
  { payment_method_id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444' },
  { payment_method_id: 'pm_card_amex', brand: 'amex', last4: '8431' },
  { payment_method_id: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' },
];

beforeEach(() => {
  api.startCardSetup.mockReset();
  api.saveCard.mockReset();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await i18n.changeLanguage('en');
});

describe('AddCard with the local test provider', () => {
  it('offers the test cards by name under TEST MODE and saves the one chosen', async () => {
    api.startCardSetup.mockResolvedValue({ mode: 'test', testCards });
    api.saveCard.mockResolvedValue(undefined);
    const saved = vi.fn();
    renderWithApp(<AddCard onSaved={saved} onCancel={() => {}} />);
    const group = await screen.findByRole('group', { name: /^Test card/ });
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Visa ending 4242',
      'Mastercard ending 4444',
      'American Express ending 8431',
      'Visa ending 0002 (declined when charged)',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a test card.');
    expect(api.saveCard).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Mastercard ending 4444' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use this card as my default card' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(api.saveCard).toHaveBeenCalledWith('pm_card_mastercard', true);
    expect(saved).toHaveBeenCalledWith('Mastercard ending 4444 was saved.');
  });

  it('keeps the form, its message and the focus when the translations redraw the page', async () => {
    // The idle prefetch of translations redraws every t() user; it used to re-run the setup, which took the focus
    // back to the heading between a keyboard user's Tab and Enter (the saved-cards story's failure on CI).
    api.startCardSetup.mockResolvedValue({ mode: 'test', testCards });
    renderWithApp(<AddCard onSaved={() => {}} onCancel={() => {}} />);
    await screen.findByRole('group', { name: /^Test card/ });
    const heading = screen.getByRole('heading', { name: 'Add a card' });
    expect(heading).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveFocus();
    // The heading was focusable only while it held the focus (a static tabindex makes Orca call it 'clickable').
    expect(heading).not.toHaveAttribute('tabindex');
    act(() => {
      i18n.emit(I18N_PREFETCHED);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.startCardSetup).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Visa ending 4242' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a test card.');
  });
});

describe('AddCard on a deployed project without Stripe keys (issue 20 point 8)', () => {
  it('says card payment is not available yet and whom to write to, in French too', async () => {
    await i18n.changeLanguage('fr');
    api.startCardSetup.mockRejectedValue(new PaymentFunctionError('x', 'payments_not_configured', 503));
    renderWithApp(<AddCard onSaved={() => {}} onCancel={() => {}} />);
    const title = await screen.findByText('Le paiement par carte n’est pas encore offert.');
    const banner = title.closest<HTMLElement>('[role=status]')!;
    expect(banner).toHaveTextContent('Pour obtenir de l’aide, écrivez à help@example.org');
    expect(within(banner).getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
