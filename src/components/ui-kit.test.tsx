import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setPageTitle } from '@/lib/document-title';
import { Banner } from './banner';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { Modal } from './modal';
import { StepIndicator } from './step-indicator';
import { Tabs } from './tabs';

describe('FormField', () => {
  it('ties label, hint and error to the control', () => {
    render(
      <FormField label="Phone" hint="10 digits" error="Phone number must be at least 10 characters" required>
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits Error: Phone number must be at least 10 characters');
  });

  it('marks optional fields in the label and leaves valid fields unflagged', () => {
    render(
      <FormField label="Email">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email (optional)' });
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('ErrorSummary', () => {
  it('takes focus, links to fields and prefixes the title only while shown', async () => {
    setPageTitle('Sign In', 'Canadian Blind Hockey', 'Error: ');
    function Form() {
      const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
      return (
        <>
          <ErrorSummary errors={errors} />
          <input id="email" aria-label="Email" />
          <button onClick={() => setErrors([{ fieldId: 'email', message: 'Email is required' }])}>submit</button>
          <button onClick={() => setErrors([])}>fix</button>
        </>
      );
    }
    render(<Form />);
    expect(document.title).toBe('Sign In | Canadian Blind Hockey');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    expect(document.title).toBe('Error: Sign In | Canadian Blind Hockey');
    await userEvent.click(screen.getByRole('link', { name: 'Email is required' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // Focusable only while it held the focus (a static tabindex makes Orca call it 'clickable').
    expect(summary).not.toHaveAttribute('tabindex');
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Sign In | Canadian Blind Hockey');
  });

  it('keeps the focus in the field when a problem is put right as the person types, and takes it for a new one', () => {
    const both = [
      { fieldId: 'email', message: 'Email is required' },
      { fieldId: 'password', message: 'Password is required' },
    ];
    const { rerender } = render(
      <>
        <ErrorSummary errors={both} />
        <input id="email" aria-label="Email" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    const email = screen.getByRole('textbox', { name: 'Email' });
    email.focus();
    // The form re-validates as the e-mail is typed: that problem leaves the list.
    rerender(
      <>
        <ErrorSummary errors={both.slice(1)} />
        <input id="email" aria-label="Email" />
      </>,
    );
    expect(email).toHaveFocus();
    // A new failed submit lists a problem that was not there: the summary takes the focus again.
    rerender(
      <>
        <ErrorSummary errors={[...both.slice(1), { fieldId: 'email', message: 'Enter a valid email' }]} />
        <input id="email" aria-label="Email" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>open</button>
        <Modal open={open} title="Delete participant" onClose={() => setOpen(false)} actions={<button>Confirm</button>}>
          <p>Sure?</p>
        </Modal>
      </>
    );
  }

  it('is a labelled dialog that traps Tab, closes on Escape and restores focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete participant' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('Banner', () => {
  it('announces, auto-hides after the delay, and waits while hovered or focused', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Banner tone="success" title="Registration complete" autoHideMs={8000} onDismiss={onDismiss}>
        Confirmation ABC
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Registration complete');
    act(() => banner.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => banner.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    await act(async () => vi.advanceTimersByTime(7999));
    expect(onDismiss).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('uses an alert for errors', () => {
    render(<Banner tone="error" title="Registration Issue" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Registration Issue');
  });
});

describe('StepIndicator', () => {
  it('says "Step 2 of 3" with the step name and marks the current step', () => {
    render(<StepIndicator current={2} steps={['Personal Info', 'Emergency & Medical', 'Hockey Info']} />);
    expect(screen.getByText('Step 2 of 3: Emergency & Medical')).toBeInTheDocument();
    expect(screen.getByText(/2\. Emergency/).closest('li')).toHaveAttribute('aria-current', 'step');
  });
});

describe('Tabs', () => {
  it('moves and selects with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Views"
        tabs={[
          { id: 'a', label: 'Table', panel: <p>table view</p> },
          { id: 'b', label: 'Map', panel: <p>map view</p> },
          { id: 'c', label: 'Export', panel: <p>export view</p> },
        ]}
      />,
    );
    const table = screen.getByRole('tab', { name: 'Table' });
    expect(table).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Table' })).toHaveTextContent('table view');
    await user.click(table);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('map view')).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Export' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(table).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Export' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(table).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the keyboard focus on a tab whose panel is still loading (issue 34: the page went blank under it)', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const loading = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    function SlowPanel() {
      if (!loaded)
        throw loading.then(() => {
          loaded = true;
        });
      return <p>map view</p>;
    }
    render(
      <Suspense fallback={<p>whole page loading</p>}>
        <Tabs
          label="Views"
          tabs={[
            { id: 'a', label: 'Table', panel: <p>table view</p> },
            { id: 'b', label: 'Map', panel: <SlowPanel /> },
          ]}
        />
      </Suspense>,
    );
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    await user.keyboard('{ArrowRight}');
    const map = screen.getByRole('tab', { name: 'Map' });
    expect(map).toHaveFocus();
    expect(screen.queryByText('whole page loading')).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('map view')).toBeVisible();
    expect(map).toHaveFocus();
  });
});
