import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addYears, orgToday } from '@domain/dates';
import { fakeAuth, renderWithApp } from '@/test/render';
import { CompleteProfileBanner, PARTICIPANT_COMPLETION_ID } from './complete-profile-banner';
import { ParticipantCompletionForm } from './participant-completion-form';
import { VolunteerCompletionForm } from './volunteer-completion-form';

const player = () => fakeAuth({ role: 'participant', profileComplete: false });

describe('participant completion wizard (spec 1 sections 2, 4, 5)', { timeout: 30_000 }, () => {
  it('shows name and e-mail read-only, and validates step 1 on Next with the spec wording', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ParticipantCompletionForm onCompleted={() => {}} />, { auth: player() });
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
    expect(screen.getByText('someone@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /first name/i })).toBeNull();
    expect(screen.getByText('Step 1 of 3: Personal Info')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Please fill in the following fields: Phone, Date of birth, Address, City, Postal code, Gender identity, Visual classification',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(/Please fill in the City field/);
    expect(screen.getByText('Step 1 of 3: Personal Info')).toBeInTheDocument();
  });

  it('shows the age beside the birth date, moves on when step 1 is valid, and Back clears the error', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ParticipantCompletionForm onCompleted={() => {}} />, { auth: player() });
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '613-555-0100');
    await user.type(screen.getByLabelText('Date of birth'), addYears(orgToday(new Date()), -20));
    expect(screen.getByText('Age: 20 years')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Ottawa');
    expect(screen.getByLabelText('Province or territory')).toHaveValue('ON');
    await user.type(screen.getByLabelText(/^Postal code/), 'K1A0A6');
    await user.selectOptions(screen.getByLabelText('Gender identity'), 'self_describe');
    expect(screen.getByLabelText(/Self-description/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Visual classification/), 'Unknown');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3: Emergency & Medical')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Emergency & Medical' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Other family member' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the following fields: Emergency contact name, Relationship, Emergency contact phone',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Step 1 of 3: Personal Info')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
  });

  it('the banner moves focus to the form heading', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      <>
        <CompleteProfileBanner />
        <ParticipantCompletionForm onCompleted={() => {}} />
      </>,
      { auth: player() },
    );
    await user.click(screen.getByRole('button', { name: 'Go to the profile form' }));
    expect(document.getElementById(PARTICIPANT_COMPLETION_ID)).toHaveFocus();
  });
});

describe('an account without a name yet', { timeout: 30_000 }, () => {
  it('asks for first and last name instead of showing them read-only', async () => {
    const user = userEvent.setup({ delay: null });
    const auth = player();
    auth.profile = { ...auth.profile!, first_name: null, last_name: '  ' };
    renderWithApp(<ParticipantCompletionForm onCompleted={() => {}} />, { auth });
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the following fields: First name, Last name, Date of birth',
    );
  });
});

describe('volunteer completion form', { timeout: 30_000 }, () => {
  it('lists every missing required field, the emergency e-mail included', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<VolunteerCompletionForm onCompleted={() => {}} />, {
      auth: fakeAuth({ role: 'volunteer', profileComplete: false }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Complete Your Volunteer Profile' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Complete Volunteer Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the following fields: Phone, Date of birth, Address, City, Emergency contact name, Relationship, Emergency contact phone, Emergency contact email, Coaching experience level',
    );
  });
});
