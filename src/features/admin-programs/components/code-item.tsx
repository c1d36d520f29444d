import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { CODE_MAX_LENGTH, normaliseCode } from '@domain/program-form';
import type { ProgramFormValues } from '../schemas/program-form.schema';
import { errorAt, fid } from '../utils/field-helpers';
import { checkboxClasses } from './checkbox-classes';

type Props = {
  form: UseFormReturn<ProgramFormValues>;
  index: number;
  onGenerate: (index: number) => void;
  onRemove: (index: number) => void;
};

/** One assistance code: upper case, at most 20 characters, price in dollars, optional max uses. */
export function CodeItem({ form, index: i, onGenerate, onRemove }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState, watch, setValue } = form;
  const p = (name: string) => `codes.${i}.${name}`;
  const err = (name: string) => errorAt(formState.errors, p(name), t);
  const uses = watch(`codes.${i}.currentUses`);
  const n = i + 1;
  const code = register(`codes.${i}.code`);
  return (
    <li className="rounded-md border-2 border-slate-600 p-4">
      <fieldset>
        <legend id={fid(p('legend'))} className="mb-3 text-xl font-bold">
          {t('codes.legend', { n })}
        </legend>
        <div className="flex flex-wrap items-end gap-x-3">
          <FormField
            id={fid(p('code'))}
            className="min-w-0 flex-1"
            label={t('codes.code')}
            hint={t('codes.codeHint', { max: CODE_MAX_LENGTH })}
            error={err('code')}
            required
          >
            <input
              maxLength={CODE_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              className={`${inputClasses} font-mono uppercase`}
              {...code}
              onBlur={(e) => {
                setValue(`codes.${i}.code`, normaliseCode(e.target.value));
                return code.onBlur(e);
              }}
            />
          </FormField>
          <Button variant="secondary" className="mb-4" onClick={() => onGenerate(i)}>
            {t('codes.generate')}
            <span className="sr-only"> {t('codes.legend', { n })}</span>
          </Button>
        </div>
        <FormField id={fid(p('description'))} label={t('codes.description')}>
          <input className={inputClasses} {...register(`codes.${i}.description`)} />
        </FormField>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField id={fid(p('price'))} label={t('codes.price')} hint={t('codes.priceHint')} error={err('price')}>
            <input inputMode="decimal" autoComplete="off" className={inputClasses} {...register(`codes.${i}.price`)} />
          </FormField>
          <FormField
            id={fid(p('maxUses'))}
            label={t('codes.maxUses')}
            hint={t('codes.maxUsesHint')}
            error={err('maxUses')}
          >
            <input type="number" min={1} step={1} className={inputClasses} {...register(`codes.${i}.maxUses`)} />
          </FormField>
        </div>
        <label className="mb-3 flex min-h-11 items-start gap-3 font-semibold">
          <input
            id={fid(p('isActive'))}
            type="checkbox"
            className={checkboxClasses}
            {...register(`codes.${i}.isActive`)}
          />
          <span>{t('codes.isActive')}</span>
        </label>
        {uses > 0 ? (
          <p className="mb-3 text-slate-800">
            {t('codes.currentlyUsed', { count: uses })} {t('codes.keptWhenUsed')}
          </p>
        ) : (
          <Button variant="danger" onClick={() => onRemove(i)}>
            {t('codes.remove')}
            <span className="sr-only"> {t('codes.legend', { n })}</span>
          </Button>
        )}
      </fieldset>
    </li>
  );
}
