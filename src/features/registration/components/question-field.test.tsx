import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import type { RegistrationQuestion } from '../api/questions';
import { QuestionField } from './question-field';

const question = (over: Partial<RegistrationQuestion>): RegistrationQuestion => ({
  id: 'q1',
  question_text: 'Jersey size',
  question_text_fr: 'Taille du chandail',
  question_type: 'select',
  required: true,
  options: ['Small', 'Medium', 'Large'],
  options_fr: ['Petit', 'Moyen', 'Grand'],
  category: 'other',
  display_order: 1,
  ...over,
});

describe('QuestionField in French (issue 22)', () => {
  it('labels a list with the French question and options, and answers with the English option value', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onChange = vi.fn();
    render(<QuestionField question={question({})} value={undefined} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Taille du chandail' });
    expect(screen.getByRole('option', { name: 'Moyen' })).toHaveValue('Medium');
    await userEvent.selectOptions(select, 'Moyen');
    expect(onChange).toHaveBeenCalledWith('Medium');
  });

  it('reads radio options in French and answers in English; a missing French label is the English marked lang="en"', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onChange = vi.fn();
    render(
      <QuestionField
        question={question({ question_type: 'radio', options_fr: ['Petit', null, 'Grand'] })}
        value={undefined}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: /Taille du chandail/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Grand' }));
    expect(onChange).toHaveBeenCalledWith('Large');
    expect(screen.getByText('Medium')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Petit')).not.toHaveAttribute('lang');
  });

  it('marks a question with no French as English, and shows English in an English UI', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render(
      <QuestionField
        question={question({ question_type: 'checkbox', question_text_fr: null, options: [], options_fr: null })}
        value={false}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Jersey size')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('checkbox', { name: 'Jersey size' })).toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('en'));
    render(<QuestionField question={question({})} value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Jersey size' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Medium' })).not.toHaveAttribute('lang');
  });
});
