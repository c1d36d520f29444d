import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashRegion } from '@/components/flash-region';
import { useFlash, type Flash } from './use-flash';

let api: ReturnType<typeof useFlash>;
function Page() {
  api = useFlash();
  return (
    <>
      <button type="button">Row action</button>
      <FlashRegion flash={api.flash} onDismiss={api.clear} regionRef={api.ref} />
    </>
  );
}
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const saved: Flash = { tone: 'success', text: 'Saved.' };

describe('useFlash', () => {
  it('shows the message and moves focus to it', async () => {
    render(<Page />);
    await act(async () => {
      api.show(saved);
      await frame();
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(api.ref.current).toHaveFocus();
    // Focusable only while it holds the focus (a static tabindex makes Orca call it 'clickable').
    act(() => screen.getByRole('button', { name: 'Row action' }).focus());
    expect(api.ref.current).not.toHaveAttribute('tabindex');
  });

  it('with focus: false, shows the message and leaves focus where it is', async () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Row action' });
    button.focus();
    await act(async () => {
      api.show(saved, { focus: false });
      await frame();
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.ref.current).not.toHaveAttribute('tabindex');
  });
});
