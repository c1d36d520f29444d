import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/lib/i18n';
import { ScrollConsent } from './scroll-consent';

// jsdom has no layout: give the text region a scroll geometry by hand.
function geometry(el: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: clientHeight });
}

function Harness() {
  const [at, setAt] = useState<string | null>(null);
  return (
    <>
      <ScrollConsent
        id="consent-waiver"
        title="Liability waiver"
        checkboxLabel="I accept the waiver"
        checked={Boolean(at)}
        onChange={(on) => setAt(on ? new Date().toISOString() : null)}
      >
        <p>Long legal text</p>
      </ScrollConsent>
      <output data-testid="at">{at ?? 'none'}</output>
    </>
  );
}

describe('ScrollConsent (spec 2 section 2, ARCHITECTURE section 6)', () => {
  it('keeps the checkbox focusable but aria-disabled until the text is scrolled within 10 px of its end', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'I accept the waiver' });
    const region = screen.getByRole('region', { name: 'Text of the Liability waiver' });
    geometry(region, 1000, 200);
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(box).not.toBeDisabled();
    expect(region).toHaveAttribute('tabindex', '0');
    // Nothing is announced as the page loads (the state is the checkbox's description, not a live region).
    const live = document.querySelector('[aria-live]')!;
    expect(live).toHaveTextContent(/^$/);
    expect(box).toHaveAccessibleDescription(
      'Read the text to the end to enable the checkbox. You can scroll it, or move into it and press End.',
    );

    // Early activation (keyboard Space or click): nothing ticked, focus goes to the text with an explanation.
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(region).toHaveFocus();
    expect(live).toHaveTextContent(/^Please read the whole text first/);
    expect(box).toHaveAccessibleDescription(/^Please read the whole text first/);

    region.scrollTop = 789; // 11 px short of the end
    fireEvent.scroll(region);
    expect(box).toHaveAttribute('aria-disabled', 'true');
    region.scrollTop = 790; // within 10 px
    fireEvent.scroll(region);
    expect(box).not.toHaveAttribute('aria-disabled');
    // Reached by the person, in the text: said once.
    expect(live).toHaveTextContent(/^You have reached the end/);

    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByTestId('at').textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('at').textContent).toBe('none');
  });
});
