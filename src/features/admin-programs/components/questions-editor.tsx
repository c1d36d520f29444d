import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { Spinner } from '@/components/spinner';
import { moveItem } from '@domain/price-tiers';
import { useProgramQuestions, useSaveQuestions } from '../api/questions';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { programServerErrors } from '../api/program-errors';
import {
  blankQuestion,
  questionFromRow,
  questionsFormSchema,
  toQuestionsPayload,
  type QuestionsFormValues,
} from '../schemas/questions.schema';
import { fid, focusSoon, summaryFor } from '../utils/field-helpers';
import { QuestionItem } from './question-item';

/** Custom questions of a program: add, remove, move, save (spec 2 sections 2, 4, 8). */
export function QuestionsEditor({ programId }: { programId: string }) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const questions = useProgramQuestions(programId);
  const save = useSaveQuestions(programId);
  const [saved, setSaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shell = useFormShell<QuestionsFormValues>({
    schema: questionsFormSchema,
    defaultValues: { questions: [] },
    serverErrors: { ...programServerErrors, wrapKey: 'adminPrograms:questions.saveFailed' },
    present: (errors, values) =>
      summaryFor(
        errors,
        values.questions.flatMap((_, i) => [
          `questions.${i}.questionText`,
          `questions.${i}.optionsText`,
          `questions.${i}.optionsFrText`,
        ]),
        t,
      ),
  });
  const form = shell.form;
  const { control, getValues, reset } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'questions' });

  const loaded = questions.data;
  useEffect(() => {
    if (loaded) reset({ questions: loaded.map(questionFromRow) });
  }, [loaded, reset]);

  const add = () => {
    append(blankQuestion());
    setSaved(false);
    setAnnouncement(t('questions.added', { n: fields.length + 1 }));
    focusSoon(fid(`questions.${fields.length}.questionText`));
  };
  const move = (i: number, dir: -1 | 1) => {
    const to = i + dir;
    replace(moveItem(getValues('questions'), i, dir));
    setSaved(false);
    setAnnouncement(t('questions.moved', { n: to + 1, total: fields.length }));
    const edge = (dir === -1 && to === 0) || (dir === 1 && to === fields.length - 1);
    focusSoon(fid(`questions.${to}.${edge ? (dir === -1 ? 'down' : 'up') : dir === -1 ? 'up' : 'down'}`));
  };
  const drop = (i: number) => {
    remove(i);
    setSaved(false);
    setAnnouncement(t('questions.removed', { n: i + 1 }));
    focusSoon(fields.length > 1 ? fid(`questions.${Math.min(i, fields.length - 2)}.legend`) : 'questions-add');
  };

  const onSubmit = async (values: QuestionsFormValues) => {
    setSaved(false);
    const rows = await save.mutateAsync(toQuestionsPayload(values));
    reset({ questions: rows.map(questionFromRow) });
    setSaved(true);
  };

  return (
    <section aria-labelledby="questions-heading" className="mt-8 rounded-md border-2 border-blue-900 p-4">
      <h2 id="questions-heading" className="mb-2 text-2xl font-bold">
        {t('questions.heading')}
      </h2>
      <p className="mb-4 text-slate-700">{t('questions.hint')}</p>
      {questions.isPending ? <Spinner label={t('questions.loading')} /> : null}
      {questions.isError ? (
        <Banner tone="error" title={t('questions.loadFailed')}>
          <Button variant="secondary" className="mt-2" onClick={() => questions.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </Banner>
      ) : null}
      {loaded ? (
        <form noValidate onSubmit={shell.submit(onSubmit)}>
          <ErrorSummary errors={shell.summary} title={t('questions.errorTitle')} />
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {fields.length === 0 ? <p className="mb-4">{t('questions.none')}</p> : null}
          <ol className="space-y-4">
            {fields.map((field, i) => (
              <QuestionItem key={field.id} form={form} index={i} count={fields.length} onMove={move} onRemove={drop} />
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button id="questions-add" variant="secondary" onClick={add}>
              {t('questions.add')}
            </Button>
            <Button type="submit" busy={save.isPending} disabled={save.isPending}>
              {save.isPending ? t('form.saving') : t('questions.save')}
            </Button>
          </div>
          <div aria-live="polite" className="mt-4">
            {saved ? <Banner tone="success">{t('questions.saved', { count: fields.length })}</Banner> : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
