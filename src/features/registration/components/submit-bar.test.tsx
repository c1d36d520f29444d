import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '@/lib/i18n';
import i18n from '@/lib/i18n';
import { SubmitBar } from './submit-bar';

describe('SubmitBar labels (spec 2 section 2)', () => {
  it.each([
    [false, 15000, 'Proceed to Checkout', '$150.00'],
    [false, 0, 'Complete Registration', '$0.00'],
    [true, 0, 'Submit Volunteer Registration (Free)', 'FREE'],
  ])('volunteer %s, total %s -> %s', async (isVolunteer, total, label, shown) => {
    await i18n.changeLanguage('en');
    render(
      <SubmitBar isVolunteer={isVolunteer} total={total} submitting={false} disabled={false} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('type', 'submit');
    expect(screen.getByText(`Total: ${shown}`)).toBeInTheDocument();
  });

  it('announces the total when it changes, not as the page loads', async () => {
    await i18n.changeLanguage('en');
    const bar = (total: number) => (
      <SubmitBar isVolunteer={false} total={total} submitting={false} disabled={false} onCancel={() => {}} />
    );
    const { container, rerender } = render(bar(0));
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);
    rerender(bar(12000));
    expect(live).toHaveTextContent('Total: $120.00');
    expect(screen.getByText('Total: $120.00', { selector: 'p:not([aria-live])' })).toBeInTheDocument();
  });

  it('reads naturally in French', async () => {
    await i18n.changeLanguage('fr');
    render(<SubmitBar isVolunteer={false} total={0} submitting={false} disabled={false} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Terminer l’inscription' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});

describe('SubmitBar with a saved card (issue 20 point 6)', () => {
  it('offers the saved card beside a new card, the new card first so Enter never charges', async () => {
    await i18n.changeLanguage('en');
    const chosen: string[] = [];
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <input aria-label="Field" />
        <SubmitBar
          isVolunteer={false}
          total={12000}
          submitting={false}
          disabled={false}
          onCancel={() => {}}
          savedCardName="Visa ending 4242"
          onChooseMethod={(m) => chosen.push(m)}
        />
      </form>,
    );
    const submits = screen.getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit');
    expect(submits.map((b) => b.textContent)).toEqual(['Pay with a new card', 'Pay with Visa ending 4242']);
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    screen.getByRole('button', { name: 'Pay with Visa ending 4242' }).click();
    screen.getByRole('button', { name: 'Pay with a new card' }).click();
    expect(chosen).toEqual(['saved', 'checkout']);
  });

  it('says which one is paying, and offers no saved card for a free order or a volunteer', async () => {
    await i18n.changeLanguage('fr');
    const { rerender } = render(
      <SubmitBar
        isVolunteer={false}
        total={12000}
        submitting
        method="saved"
        disabled={false}
        onCancel={() => {}}
        savedCardName="Visa se terminant par 4242"
      />,
    );
    expect(screen.getByRole('button', { name: 'Paiement en cours...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Payer avec une nouvelle carte' })).toBeDisabled();
    rerender(
      <SubmitBar
        isVolunteer={false}
        total={0}
        submitting={false}
        disabled={false}
        onCancel={() => {}}
        savedCardName="Visa se terminant par 4242"
      />,
    );
    expect(screen.queryByRole('button', { name: /Visa/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Terminer l’inscription' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
