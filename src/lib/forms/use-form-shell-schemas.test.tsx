import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorSummary } from '@/components/error-summary';
import { useFormShell } from './use-form-shell';

// How the shell takes its schema: a function importing it (the public pages, issue 39 point 4), or a schema that
// changes from one render to the next (a wizard validates only its current step). Messages are keys.
const nameRequired = z.object({ name: z.string().trim().min(1, 'demo.nameRequired'), email: z.string() });
const emailRequired = z.object({ name: z.string(), email: z.string().trim().min(1, 'demo.emailRequired') });
type Values = z.infer<typeof nameRequired>;

function Demo({ save, lazy }: { save: (v: Values) => unknown; lazy?: () => Promise<typeof nameRequired> }) {
  const [step, setStep] = useState(0);
  const shell = useFormShell<Values>({
    schema: lazy ?? [nameRequired, emailRequired][step],
    defaultValues: { name: '', email: '' },
    serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
  });
  return (
    <form noValidate onSubmit={shell.submit(save)}>
      <ErrorSummary errors={shell.summary} />
      <label htmlFor="name">Name</label>
      <input id="name" {...shell.form.register('name')} />
      <label htmlFor="email">Email</label>
      <input id="email" {...shell.form.register('email')} />
      <button type="button" onClick={() => setStep(1)}>
        Next step
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormShell: where the schema comes from', () => {
  it('imports a lazy schema once, as the form mounts, and validates and saves with it', async () => {
    const lazy = vi.fn(() => Promise.resolve(nameRequired));
    const save = vi.fn();
    render(<Demo save={save} lazy={lazy} />);
    expect(lazy).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('demo.nameRequired');
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), ' Ana ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ana', email: '' });
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it("validates with the schema of the current render (a wizard's current step)", async () => {
    const save = vi.fn();
    render(<Demo save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('demo.emailRequired');
    expect(save).not.toHaveBeenCalled();
  });
});
