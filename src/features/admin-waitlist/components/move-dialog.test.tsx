import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/test/render';
import { MoveDialog } from './move-dialog';

describe('MoveDialog', () => {
  it('opens with the current place, refuses a place past the end beside it with the focus back, then moves', async () => {
    const onMove = vi.fn();
    renderWithApp(<MoveDialog name="Ana" current={3} max={3} busy={false} onMove={onMove} onClose={vi.fn()} />);
    const field = await screen.findByRole('spinbutton', { name: 'New position' });
    // Focus on opening is the dialog's (checked in tests/e2e/admin-waitlist.spec.ts: jsdom does not run it).
    expect(field).toHaveValue(3);
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(await screen.findByText('Enter a whole number from 1 to 3.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    // Checked on submit only: the error stays while typing.
    expect(screen.getByText('Enter a whole number from 1 to 3.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMove).toHaveBeenCalledWith(1);
  });
});
