import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FormField, inputClasses } from '@/components/form-field';
import { QUESTION_CATEGORIES, QUESTION_TYPES, hasOptions, type QuestionsFormValues } from '../schemas/questions.schema';
import { errorAt, fid } from '../utils/field-helpers';
import { checkboxClasses } from './checkbox-classes';

type Props = {
  form: UseFormReturn<QuestionsFormValues>;
  index: number;
  count: number;
  onMove: (index: number, dir: -1 | 1) => void;
  onRemove: (index: number) => void;
};

/** One custom question: text, type, category, required, options for select and radio. */
export function QuestionItem({ form, index: i, count, onMove, onRemove }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState, watch } = form;
  const p = (name: string) => `questions.${i}.${name}`;
  const err = (name: string) => errorAt(formState.errors, p(name), t);
  const type = watch(`questions.${i}.questionType`);
  const n = i + 1;
  const label = t('questions.legend', { n });
  return (
    <li className="rounded-md border-2 border-slate-600 p-4">
      <fieldset>
        <legend id={fid(p('legend'))} tabIndex={-1} className="mb-3 text-xl font-bold">
          {label}
        </legend>
        <FormField id={fid(p('questionText'))} label={t('questions.text')} error={err('questionText')} required>
          <input className={inputClasses} {...register(`questions.${i}.questionText`)} />
        </FormField>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField id={fid(p('questionType'))} label={t('questions.type')} required>
            <select className={inputClasses} {...register(`questions.${i}.questionType`)}>
              {QUESTION_TYPES.map((qt) => (
                <option key={qt} value={qt}>
                  {t(`questions.types.${qt}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={fid(p('category'))} label={t('questions.category')} required>
            <select className={inputClasses} {...register(`questions.${i}.category`)}>
              {QUESTION_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`questions.categories.${c}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {hasOptions(type) ? (
          <FormField
            id={fid(p('optionsText'))}
            label={t('questions.options')}
            hint={t('questions.optionsHint')}
            error={err('optionsText')}
            required
          >
            <textarea rows={4} className={inputClasses} {...register(`questions.${i}.optionsText`)} />
          </FormField>
        ) : null}
        <label className="mb-3 flex min-h-11 items-start gap-3 font-semibold">
          <input
            id={fid(p('required'))}
            type="checkbox"
            className={checkboxClasses}
            {...register(`questions.${i}.required`)}
          />
          <span>{t('questions.required')}</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <Button id={fid(p('up'))} variant="secondary" disabled={i === 0} onClick={() => onMove(i, -1)}>
            {t('moveUp')}
            <span className="sr-only"> {label}</span>
          </Button>
          <Button id={fid(p('down'))} variant="secondary" disabled={i === count - 1} onClick={() => onMove(i, 1)}>
            {t('moveDown')}
            <span className="sr-only"> {label}</span>
          </Button>
          <Button variant="danger" onClick={() => onRemove(i)}>
            {t('questions.remove')}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
