import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { PageTitle } from '@/components/page-title';
import { focusTarget } from '@/lib/focus-target';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { programServerErrors } from '../api/program-errors';
import { useSaveProgram } from '../api/save-program';
import { programFormSchema, toSavePayload, type ProgramFormValues } from '../schemas/program-form.schema';
import { AssistanceCodesField } from './assistance-codes-field';
import { BasicInfoSection } from './basic-info-section';
import { summaryFor } from '../utils/field-helpers';
import { PriceTiersField } from './price-tiers-field';
import { QuestionsEditor } from './questions-editor';
import { TextLink } from '@/components/text-link';

type Props = { programId?: string; initialValues: ProgramFormValues };

/** Paths in page order, for the error summary. */
function errorPaths(v: ProgramFormValues): string[] {
  const basic = ['name', 'startDate', 'endDate', 'price', 'capacity', 'offerHours'];
  const codes = v.codes.flatMap((_, i) => ['code', 'price', 'maxUses'].map((f) => `codes.${i}.${f}`));
  const tiers = v.tiers.flatMap((_, i) =>
    ['isDefault', 'name', 'price', 'maxSpots', 'availableUntil'].map((f) => `tiers.${i}.${f}`),
  );
  return [...basic, ...codes, 'tiers', ...tiers];
}

/** The program form: create (then questions) or edit, saved in one transaction by save_program(). */
export function ProgramForm({ programId, initialValues }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const navigate = useNavigate();
  const save = useSaveProgram();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const createdRef = useRef<HTMLDivElement>(null);
  const shell = useFormShell<ProgramFormValues>({
    schema: programFormSchema,
    defaultValues: initialValues,
    serverErrors: programServerErrors,
    // Field arrays: one line per distinct message, in page order, linked to the control.
    present: (errors, values) => summaryFor(errors, errorPaths(values), t),
  });
  const form = shell.form;
  const editing = Boolean(programId);
  const savedId = programId ?? createdId;

  const onSubmit = async (values: ProgramFormValues) => {
    const id = await save.mutateAsync(toSavePayload(values, programId));
    if (editing) {
      navigate('/admin/programs', { state: { saved: values.name.trim() } });
      return;
    }
    setCreatedId(id);
    requestAnimationFrame(() => focusTarget(createdRef.current));
  };

  return (
    <section className="max-w-4xl">
      <p className="mb-4">
        <TextLink to="/admin/programs">{t('form.back')}</TextLink>
      </p>
      <PageTitle>{editing ? t('form.editTitle') : t('form.createTitle')}</PageTitle>
      <ErrorSummary errors={shell.summary} />
      <form noValidate onSubmit={shell.submit(onSubmit)}>
        <fieldset disabled={createdId !== null} className="min-w-0">
          <legend className="sr-only">{editing ? t('form.editTitle') : t('form.createTitle')}</legend>
          <BasicInfoSection form={form} />
          <AssistanceCodesField form={form} />
          <PriceTiersField form={form} />
          <section aria-labelledby="waiver-heading" className="mb-8">
            <h2 id="waiver-heading" className="mb-4 text-2xl font-bold">
              {t('form.waiver.heading')}
            </h2>
            <p className="mb-3 text-slate-800">{t('form.waiver.hint')}</p>
            {savedId ? (
              <TextLink to={`/admin/legal?program=${encodeURIComponent(savedId)}`}>{t('form.waiver.edit')}</TextLink>
            ) : (
              <p className="text-slate-800">{t('form.waiver.saveFirst')}</p>
            )}
          </section>
          {createdId ? null : (
            <>
              {editing ? null : (
                <p id="create-hint" className="mb-3 text-slate-800">
                  {t('form.createHint')}
                </p>
              )}
              <Button
                type="submit"
                busy={save.isPending}
                disabled={save.isPending}
                aria-describedby={editing ? undefined : 'create-hint'}
              >
                {save.isPending ? t('form.saving') : editing ? t('form.update') : t('form.create')}
              </Button>
            </>
          )}
        </fieldset>
      </form>
      {createdId ? (
        <div ref={createdRef} className="mt-8 focus:outline-none">
          <Banner tone="success" title={t('form.createdTitle')}>
            {t('form.created')}
          </Banner>
        </div>
      ) : null}
      {createdId || programId ? <QuestionsEditor programId={(createdId ?? programId)!} /> : null}
      {createdId ? (
        <Button className="mt-6" onClick={() => navigate('/admin/programs')}>
          {t('form.finish')}
        </Button>
      ) : null}
    </section>
  );
}
