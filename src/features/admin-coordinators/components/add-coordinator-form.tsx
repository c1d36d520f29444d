import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { formatDateRange } from '@/lib/format';
import { summaryErrors } from '@/lib/forms/summary-errors';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { useAddCoordinator, type ProgramSummary, type StaffUser } from '../api/coordinators';
import { addCoordinatorSchema, type AddCoordinatorValues } from '../schemas/add-coordinator.schema';
import { personName } from '@domain/person-name';

type Props = { programs: ProgramSummary[]; users: StaffUser[]; onAdded: (text: string) => void };

const ORDER: (keyof AddCoordinatorValues)[] = ['program_id', 'user_id', 'notes'];
const IDS = { program_id: 'coordinator-program', user_id: 'coordinator-user', notes: 'coordinator-notes' };

/** Add Coordinator: program, user (volunteers, coaches, admins) and notes. */
export function AddCoordinatorForm({ programs, users, onAdded }: Props) {
  const { t } = useTranslation(['adminCoordinators', 'common']);
  const add = useAddCoordinator();
  const shell = useFormShell<AddCoordinatorValues>({
    schema: addCoordinatorSchema,
    ns: 'adminCoordinators',
    defaultValues: { program_id: '', user_id: '', notes: '' },
    order: ORDER,
    ids: IDS,
    // One spec message for a missing program and/or user: listed once in the summary.
    present: (errors) =>
      summaryErrors(errors, ORDER, t, IDS).filter((e, i, all) => all.findIndex((o) => o.message === e.message) === i),
    // Any refusal (a duplicate assignment most of all) is the spec's one sentence.
    serverErrors: {
      ns: 'adminCoordinators',
      fallbackKey: 'adminCoordinators:errors.add',
      unknownKey: 'adminCoordinators:errors.add',
    },
  });
  const { register, reset } = shell.form;
  const err = shell.fieldError;

  const onSubmit = async (values: AddCoordinatorValues) => {
    await add.mutateAsync(values);
    const user = users.find((u) => u.id === values.user_id);
    const program = programs.find((p) => p.id === values.program_id);
    reset();
    onAdded(t('added', { name: fullName(user), program: program?.name ?? '' }));
  };

  return (
    <form noValidate onSubmit={shell.submit(onSubmit)} aria-labelledby="add-coordinator-title" className="mb-8">
      <h2 id="add-coordinator-title" className="mb-4 text-2xl font-bold">
        {t('addForm.title')}
      </h2>
      <ErrorSummary errors={shell.summary} />
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
  return personName(u?.first_name, u?.last_name) || u?.email || '';
}
