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

  it('reads naturally in French', async () => {
    await i18n.changeLanguage('fr');
    render(<SubmitBar isVolunteer={false} total={0} submitting={false} disabled={false} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Terminer l’inscription' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
