import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { emptyEvent } from '../schemas/event.schema';
import { EventForm } from './event-form';

const programs = [
  { id: 'p1', name: 'Summer skills', name_fr: 'Habiletés d’été' },
  { id: 'p2', name: 'Goalie clinic', name_fr: null },
];

const programChoices = () => {
  const select = screen.getByRole('combobox', { name: /program|programme/i });
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((o) => [o.textContent, o.getAttribute('lang')]);
};

function renderForm() {
  render(
    <EventForm
      editing={false}
      initial={emptyEvent}
      programs={programs}
      busy={false}
      onSubmit={() => {}}
      onCancel={() => {}}
    />,
  );
}

describe('event form program choices (issue 22: admin-entered names in the interface language)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    [
      'en',
      [
        ['Summer skills', null],
        ['Goalie clinic', null],
      ],
    ],
    [
      'fr',
      [
        ['Habiletés d’été', null],
        ['Goalie clinic', 'en'],
      ],
    ],
  ])('in %s the options read the program names, English fallbacks marked lang="en"', async (lang, expected) => {
    await i18n.changeLanguage(lang);
    renderForm();
    expect(programChoices()).toEqual(expected);
  });
});
