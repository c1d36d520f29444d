import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ErrorSummary } from '@/components/error-summary';
import i18n from '@/lib/i18n';
import { useFormShell } from './use-form-shell';

// Messages are keys; the test i18n instance answers a missing key with the key itself.
const schema = z.object({
  name: z.string().trim().min(1, 'demo.nameRequired'),
  email: z.string().trim().min(1, 'demo.emailRequired'),
});
type Values = z.infer<typeof schema>;

function Demo({
  save,
  reValidateMode,
}: {
  save: (v: Values) => Promise<unknown>;
  reValidateMode?: 'onChange' | 'onSubmit';
}) {
  const shell = useFormShell<Values>({
    schema,
    reValidateMode,
    defaultValues: { name: '', email: '' },
    idPrefix: 'demo-',
    serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
  });
  return (
    <form noValidate onSubmit={shell.submit(save)}>
      <ErrorSummary errors={shell.summary} />
      <label htmlFor="demo-name">Name</label>
      <input id="demo-name" {...shell.form.register('name')} />
      {shell.fieldError('name') ? <p>inline: {shell.fieldError('name')}</p> : null}
      <label htmlFor="demo-email">Email</label>
      <input id="demo-email" {...shell.form.register('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormShell', () => {
  it('summarises field errors in page order, linked to the controls, and does not save', async () => {
    const save = vi.fn();
    render(<Demo save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['demo.nameRequired', '#demo-name'],
      ['demo.emailRequired', '#demo-email'],
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByText('inline: demo.nameRequired')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves valid values and words a thrown refusal with the one mapper', async () => {
    const save = vi.fn().mockRejectedValue({ hint: 'not_translated', message: 'The server said no' });
    render(<Demo save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.org' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no');
  });

  it('clears the refusal when the next save succeeds', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce(undefined);
    render(<Demo save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('demo.failed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['onChange', false],
    ['onSubmit', true],
  ] as const)('reValidateMode %s: the inline error stays while typing: %s', async (mode, stays) => {
    render(<Demo save={vi.fn()} reValidateMode={mode} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('inline: demo.nameRequired')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    expect(screen.queryByText('inline: demo.nameRequired') !== null).toBe(stays);
  });
});

describe('useFormShell: attempt and schemas whose output differs (zod/mini too)', () => {
  const mini = zm.object({
    count: zm.string().check(zm.refine((v) => /^\d+$/.test(v), 'demo.countWhole')),
  });
  const toNumber = zm.pipe(
    mini,
    zm.transform((v: { count: string }) => ({ count: Number(v.count) })),
  );

  function Counted({ save }: { save: (v: { count: number }) => Promise<unknown> }) {
    const shell = useFormShell<zm.input<typeof toNumber>, zm.output<typeof toNumber>>({
      schema: toNumber,
      defaultValues: { count: '' },
      serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
    });
    return (
      <form noValidate onSubmit={shell.submit(save)}>
        <ErrorSummary key={shell.attempt} errors={shell.summary} />
        <label htmlFor="count">Count</label>
        <input id="count" {...shell.form.register('count')} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('hands the parsed output to save', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<Counted save={save} />);
    await userEvent.type(screen.getByLabelText('Count'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ count: 12 });
  });

  it('keyed by attempt, the summary takes focus again on a second failed submit with the same errors', async () => {
    render(<Counted save={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Count'));
    expect(screen.getByRole('alert')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('demo.countWhole');
  });
});

describe('useFormShell: ns', () => {
  const bare = z.object({ name: z.string().min(1, 'nameRequired') });
  function Bare({ ns }: { ns?: string }) {
    const shell = useFormShell<z.infer<typeof bare>>({
      schema: bare,
      ns,
      defaultValues: { name: '' },
      serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
    });
    return (
      <form noValidate onSubmit={shell.submit(vi.fn())}>
        <ErrorSummary errors={shell.summary} />
        <p>inline: {shell.fieldError('name')}</p>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('words messages without a namespace in the given one', async () => {
    i18n.addResource('en', 'demoNs', 'nameRequired', 'Enter a name');
    render(<Bare ns="demoNs" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a name');
    expect(screen.getByText('inline: Enter a name')).toBeInTheDocument();
  });
});

describe('useFormShell: present', () => {
  const listed = z.object({ items: z.array(z.object({ label: z.string().min(1, 'demo.labelRequired') })) });
  type Listed = z.infer<typeof listed>;

  it('words the summary from the errors and the current values (field arrays)', async () => {
    const present = vi.fn((errors: FieldErrors<Listed>, values: Listed) =>
      values.items.flatMap((_, i) =>
        errors.items?.[i]?.label ? [{ fieldId: `items-${i}-label`, message: `item ${i + 1}` }] : [],
      ),
    );
    function Items() {
      const shell = useFormShell<Listed>({
        schema: listed,
        defaultValues: { items: [{ label: 'a' }, { label: '' }] },
        present,
        serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
      });
      return (
        <form noValidate onSubmit={shell.submit(vi.fn())}>
          <ErrorSummary errors={shell.summary} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Items />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#items-1-label');
    expect(summary).toHaveTextContent('item 2');
    expect(present).toHaveBeenLastCalledWith(expect.anything(), { items: [{ label: 'a' }, { label: '' }] });
  });
});

describe('useFormShell: nested paths and values', () => {
  const lang = z.object({ title: z.string().min(1, 'titleIn') });
  const nested = z.object({ en: lang, fr: lang });
  it('words a nested field with the values of its path, in the summary and inline', async () => {
    i18n.addResource('en', 'demoNs', 'titleIn', 'Enter the title in {{language}}');
    function Nested() {
      const shell = useFormShell<z.infer<typeof nested>>({
        schema: nested,
        ns: 'demoNs',
        defaultValues: { en: { title: 'T' }, fr: { title: '' } },
        order: ['en.title', 'fr.title'],
        ids: { 'fr.title': 'fr-title' },
        values: (name) => ({ language: name.startsWith('fr') ? 'French' : 'English' }),
        serverErrors: { ns: 'demo', fallbackKey: 'demo.failed' },
      });
      return (
        <form noValidate onSubmit={shell.submit(vi.fn())}>
          <ErrorSummary errors={shell.summary} />
          <p>inline: {shell.fieldError('fr.title')}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#fr-title');
    expect(summary).toHaveTextContent('Enter the title in French');
    expect(screen.getByText('inline: Enter the title in French')).toBeInTheDocument();
  });
});
