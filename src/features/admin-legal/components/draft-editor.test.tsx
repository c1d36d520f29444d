import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import type { DocumentState } from '../utils/documents';
import { DraftEditor } from './draft-editor';

const empty: DocumentState = { ref: { kind: 'terms', programId: null }, versions: [], drafts: {} };

// Saving and publishing call the server only once the draft is valid; here, the refusals before that.
describe('DraftEditor', () => {
  it('says each problem in the summary and beside its field, with the field’s language', async () => {
    const onOutcome = vi.fn();
    renderWithApp(<DraftEditor state={empty} name="Terms of use" onOutcome={onOutcome} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Terms');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text (French)' }), 'Le texte');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter the text in English', '#legal-en-body'],
      ['Enter the title in French', '#legal-fr-title'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Title (French)' })).toHaveAccessibleDescription(
      /Enter the title in French/,
    );
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('refuses to publish an empty draft without asking for confirmation', async () => {
    renderWithApp(<DraftEditor state={empty} name="Terms of use" onOutcome={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish as version 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the title and the text in at least one language');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
