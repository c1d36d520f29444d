import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { formatDateRange } from '@/lib/format';
import { summaryErrors } from '@/lib/forms/summary-errors';
import { useAddCoordinator, type ProgramSummary, type StaffUser } from '../api/coordinators';
import { addCoordinatorSchema, type AddCoordinatorValues } from '../schemas/add-coordinator.schema';

type Props = { programs: ProgramSummary[]; users: StaffUser[]; onAdded: (text: string) => void };

/** Add Coordinator: program, user (volunteers, coaches, admins) and notes. */
export function AddCoordinatorForm({ programs, users, onAdded }: Props) {
  const { t } = useTranslation(['adminCoordinators', 'common']);
  const add = useAddCoordinator();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<AddCoordinatorValues>({
    resolver: zodResolver(addCoordinatorSchema),
    shouldFocusError: false,
    defaultValues: { program_id: '', user_id: '', notes: '' },
  });
  const { errors } = formState;

  // One spec message for a missing program and/or user: listed once in the summary.
  const fieldErrors = summaryErrors(errors, ['program_id', 'user_id', 'notes'], t, {
    program_id: 'coordinator-program',
    user_id: 'coordinator-user',
    notes: 'coordinator-notes',
  }).filter((e, i, all) => all.findIndex((o) => o.message === e.message) === i);
  const summary: SummaryError[] = serverError ? [{ message: serverError }] : fieldErrors;
  const err = (name: keyof AddCoordinatorValues) => (errors[name]?.message ? t(errors[name]!.message!) : undefined);

  const onSubmit = (values: AddCoordinatorValues) => {
    setServerError(null);
    add.mutate(values, {
      onSuccess: () => {
        const user = users.find((u) => u.id === values.user_id);
        const program = programs.find((p) => p.id === values.program_id);
        reset();
        onAdded(t('added', { name: fullName(user), program: program?.name ?? '' }));
      },
      onError: () => setServerError(t('errors.add')),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="add-coordinator-title" className="mb-8">
      <h2 id="add-coordinator-title" className="mb-4 text-2xl font-bold">
        {t('addForm.title')}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('addForm.program')} error={err('program_id')} required>
          <select id="coordinator-program" className={inputClasses} {...register('program_id')}>
            <option value="">{t('addForm.chooseProgram')}</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({formatDateRange(p.start_date, p.end_date)})
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('addForm.user')} hint={t('addForm.userHint')} error={err('user_id')} required>
          <select id="coordinator-user" className={inputClasses} {...register('user_id')}>
            <option value="">{t('addForm.chooseUser')}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {fullName(u)} ({u.email}), {t(`common:roles.${u.role}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField label={t('addForm.notes')} error={err('notes')}>
        <textarea id="coordinator-notes" rows={3} className={inputClasses} {...register('notes')} />
      </FormField>
      <Button type="submit" busy={add.isPending} disabled={add.isPending}>
        {t('addForm.submit')}
      </Button>
    </form>
  );
}

export function fullName(
  u: { first_name: string | null; last_name: string | null; email?: string } | null | undefined,
) {
  return [u?.first_name, u?.last_name].filter(Boolean).join(' ') || u?.email || '';
}
