import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { generateAssistanceCode } from '@domain/program-form';
import { blankCode, type ProgramFormValues } from '../schemas/program-form.schema';
import { fid, focusSoon } from '../utils/field-helpers';
import { checkboxClasses } from './checkbox-classes';
import { CodeItem } from './code-item';

/** Financial Assistance Codes: enable, add, generate, remove unused ones (spec 2 sections 2, 4, 5). */
export function AssistanceCodesField({ form }: { form: UseFormReturn<ProgramFormValues> }) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { control, register, watch, getValues, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'codes' });
  const enabled = watch('financialAssistanceEnabled');
  const [announcement, setAnnouncement] = useState('');

  const add = () => {
    append(blankCode());
    setAnnouncement(t('codes.added', { n: fields.length + 1 }));
    focusSoon(fid(`codes.${fields.length}.code`));
  };
  const generate = (i: number) => {
    const taken = getValues('codes').map((c, j) => (j === i ? '' : c.code));
    const code = generateAssistanceCode(taken);
    setValue(`codes.${i}.code`, code, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setAnnouncement(t('codes.generated', { code: code.split('').join(' ') }));
  };
  const drop = (i: number) => {
    remove(i);
    setAnnouncement(t('codes.removed', { n: i + 1 }));
    focusSoon(fields.length > 1 ? fid(`codes.${Math.min(i, fields.length - 2)}.legend`) : 'codes-add');
  };

  return (
    <section aria-labelledby="codes-heading" className="mb-8">
      <h2 id="codes-heading" className="mb-4 text-2xl font-bold">
        {t('codes.heading')}
      </h2>
      <label className="mb-4 flex min-h-11 items-start gap-3 font-semibold">
        <input
          id="financialAssistanceEnabled"
          type="checkbox"
          className={checkboxClasses}
          aria-describedby="financialAssistanceEnabled-hint"
          {...register('financialAssistanceEnabled')}
        />
        <span>
          {t('codes.enable')}
          <span id="financialAssistanceEnabled-hint" className="block font-normal text-slate-700">
            {t('codes.enableHint')}
          </span>
        </span>
      </label>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {enabled ? (
        <>
          {fields.length === 0 ? <p className="mb-4">{t('codes.none')}</p> : null}
          <ol className="space-y-4">
            {fields.map((field, i) => (
              <CodeItem key={field.id} form={form} index={i} onGenerate={generate} onRemove={drop} />
            ))}
          </ol>
          <Button id="codes-add" variant="secondary" className="mt-4" onClick={add}>
            {t('codes.add')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
