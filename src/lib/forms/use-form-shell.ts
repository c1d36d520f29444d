import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SummaryError } from '@/components/error-summary';
import { serverErrorMessage, type ServerErrorOptions } from '@/lib/server-errors';
import { summaryErrors, type MessageValues } from './summary-errors';

export type FormShellOptions<T extends FieldValues, R extends FieldValues = T> = {
  /**
   * The form's zod schema (zod or zod/mini); its messages are i18n keys. Its
   * output `R` (what `submit` hands to `save`) may differ from the values typed (`T`).
   * Or a function importing it (`() => import('../schemas/x.schema').then((m) => m.xSchema)`), called once: a page of
   * a public route keeps zod out of its first load (issue 39 point 4); it is fetched as the form mounts, well before a
   * submit, which waits for it if it has not arrived.
   */
  schema: z.core.$ZodType<R, T> | (() => Promise<z.core.$ZodType<R, T>>);
  defaultValues: DefaultValues<T>;
  /**
   * Namespace(s) for schema messages written without one ('addForm.errors.x');
   * default: the app's default namespace (messages then carry theirs: 'adminEvents:...').
   */
  ns?: string | string[];
  /** How server refusals are worded (see lib/server-errors). */
  serverErrors: ServerErrorOptions;
  /** Fields in page order, for the error summary (default: the keys of defaultValues); nested as 'en.title'. */
  order?: Path<T>[];
  /** Control id of a field when it is not `${idPrefix}${name}`. */
  ids?: Partial<Record<Path<T>, string>>;
  /**
   * Interpolation values of the schema's messages ('from 1 to {{max}}'), or a function of the field's path
   * when they differ by field ('the title in {{language}}'); used for the summary and the inline errors alike.
   */
  values?: MessageValues;
  idPrefix?: string;
  /**
   * Words the summary itself (e.g. one sentence for several blank fields, or the
   * paths of field arrays from the current `values`); default: one line per field.
   */
  present?: (errors: FieldErrors<T>, values: T) => SummaryError[];
  /**
   * When a field is checked again after a failed submit (react-hook-form's
   * reValidateMode; default 'onChange'). 'onSubmit' keeps the inline errors
   * as the last submit left them, like the summary (the participant wizards).
   */
  reValidateMode?: 'onChange' | 'onBlur' | 'onSubmit';
};

export type FormShell<T extends FieldValues, R extends FieldValues = T> = {
  form: UseFormReturn<T, unknown, R>;
  /** The error summary: the last submit's field errors, or the server's refusal. */
  summary: SummaryError[];
  /** A field's translated inline error (a nested field by its path: 'en.title'). */
  fieldError: (name: Path<T>) => string | undefined;
  /** A submit handler: validates, runs `save`, and words anything it throws as the server's refusal. */
  submit: (save: (values: R) => Promise<unknown> | unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Shows a refusal that did not come from `save` (or clears it with null). */
  setServerError: (error: unknown) => void;
  serverError: string | null;
  /**
   * Submits so far: `<ErrorSummary key={shell.attempt} />` remounts the summary on
   * every submit, so a second failed submit with the same errors moves focus to it again.
   */
  attempt: number;
};

/**
 * The one form shell: react-hook-form with zodResolver, an error summary that
 * is a snapshot of the last submit (GOV.UK: it does not move while the user
 * types; ErrorSummary takes focus when it changes), inline errors beside each
 * field, and server refusals through the one mapper. Messages are worded at
 * render, so a language switch re-words them.
 */
type Schema<T extends FieldValues, R extends FieldValues> = z.core.$ZodType<R, T>;

/** zodResolver of a schema imported on demand (`load` starts the import; a failed one is tried again). */
function lazyResolver<T extends FieldValues, R extends FieldValues>(schema: () => Promise<Schema<T, R>>) {
  let loading: Promise<Resolver<T, unknown, R>> | undefined;
  const load = () =>
    (loading ??= schema().then(
      (s) => zodResolver(s),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<T, unknown, R> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load: () => void load().catch(() => {}) };
}

export function useFormShell<T extends FieldValues, R extends FieldValues = T>(
  o: FormShellOptions<T, R>,
): FormShell<T, R> {
  const { t } = useTranslation(o.ns);
  // A schema given as is is read at every render (a wizard gives each step's); a function is called once.
  const [lazy] = useState(() => (typeof o.schema === 'function' ? lazyResolver(o.schema) : null));
  useEffect(() => lazy?.load(), [lazy]);
  const resolver = lazy ? lazy.resolver : zodResolver(o.schema as Schema<T, R>);
  const form = useForm<T, unknown, R>({
    resolver,
    shouldFocusError: false,
    defaultValues: o.defaultValues,
    reValidateMode: o.reValidateMode ?? 'onChange',
  });
  const [failed, setFailed] = useState<{ errors: FieldErrors<T> | null; server: unknown; attempt: number }>({
    errors: null,
    server: null,
    attempt: 0,
  });
  const prefix = o.idPrefix ?? '';
  const order = o.order ?? (Object.keys(o.defaultValues ?? {}) as Path<T>[]);
  const ids = Object.fromEntries(order.map((name) => [name, o.ids?.[name] ?? `${prefix}${name}`])) as Partial<
    Record<Path<T>, string>
  >;
  const valuesOf = (name: string) => (typeof o.values === 'function' ? o.values(name) : o.values);

  const serverError = failed.server ? serverErrorMessage(failed.server, t, o.serverErrors) : null;
  const fieldSummary = failed.errors
    ? o.present
      ? o.present(failed.errors, form.getValues())
      : summaryErrors(failed.errors, order, t, ids, o.values)
    : [];
  const summary: SummaryError[] = serverError ? [{ message: serverError }] : fieldSummary;

  const { errors } = form.formState;
  const fieldError = (name: Path<T>) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? t(message, valuesOf(name)) : undefined;
  };

  const submit = useCallback(
    (save: (values: R) => Promise<unknown> | unknown) =>
      form.handleSubmit(
        async (values) => {
          setFailed((f) => ({ errors: null, server: null, attempt: f.attempt + 1 }));
          try {
            await save(values);
          } catch (error) {
            setFailed((f) => ({ ...f, errors: null, server: error ?? new Error('') }));
          }
        },
        (invalid) => setFailed((f) => ({ errors: { ...invalid }, server: null, attempt: f.attempt + 1 })),
      ),
    [form],
  );
  const setServerError = useCallback((error: unknown) => setFailed((f) => ({ ...f, errors: null, server: error })), []);

  return { form, summary, fieldError, submit, setServerError, serverError, attempt: failed.attempt };
}
