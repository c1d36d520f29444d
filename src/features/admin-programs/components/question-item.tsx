import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { BilingualField } from '@/components/bilingual-field';
import { FormField, inputClasses } from '@/components/form-field';
import {
  QUESTION_CATEGORIES,
  QUESTION_TYPES,
  hasOptions,
  parseOptions,
  type QuestionsFormValues,
} from '../schemas/questions.schema';
import { errorAt, fid } from '../utils/field-helpers';
import { frenchMissing } from '../utils/french-missing';
import { checkboxClasses } from './checkbox-classes';

type Props = {
  form: UseFormReturn<QuestionsFormValues>;
  index: number;
  count: number;
  onMove: (index: number, dir: -1 | 1) => void;
  onRemove: (index: number) => void;
};

/** One custom question: text, type, category, required, sensitive, options for select and radio. */
export function QuestionItem({ form, index: i, count, onMove, onRemove }: Props) {
  const { t } = useTranslation(['adminPrograms', 'common']);
  const { register, formState, watch } = form;
  const p = (name: string) => `questions.${i}.${name}`;
  const err = (name: string) => errorAt(formState.errors, p(name), t);
  const type = watch(`questions.${i}.questionType`);
  const q = watch(`questions.${i}`);
  const missing = (gone: boolean) => (gone ? t('lang.frenchMissing') : undefined);
  const fieldLabel = (lang: 'en' | 'fr', key: string) => t(`lang.${lang}`, { field: t(key) });
  const n = i + 1;
  const label = t('questions.legend', { n });
  return (
    <li className="rounded-md border-2 border-slate-600 p-4">
      <fieldset>
        <legend id={fid(p('legend'))} className="mb-3 text-xl font-bold">
          {label}
        </legend>
        <BilingualField
          required
          en={{
            id: fid(p('questionText')),
            label: fieldLabel('en', 'questions.text'),
            registration: register(`questions.${i}.questionText`),
            error: err('questionText'),
          }}
          fr={{
            id: fid(p('questionTextFr')),
            label: fieldLabel('fr', 'questions.text'),
            registration: register(`questions.${i}.questionTextFr`),
          }}
          missingLabel={missing(frenchMissing(q.questionText, q.questionTextFr))}
        />
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
          <BilingualField
            required
            rows={4}
            en={{
              id: fid(p('optionsText')),
              label: fieldLabel('en', 'questions.options'),
              hint: t('questions.optionsHint'),
              registration: register(`questions.${i}.optionsText`),
              error: err('optionsText'),
            }}
            fr={{
              id: fid(p('optionsFrText')),
              label: fieldLabel('fr', 'questions.options'),
              hint: t('questions.optionsFrHint'),
              registration: register(`questions.${i}.optionsFrText`),
              error: err('optionsFrText'),
            }}
            missingLabel={missing(parseOptions(q.optionsText).length > 0 && parseOptions(q.optionsFrText).length === 0)}
          />
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
        <div className="mb-3">
          <label className="flex min-h-11 items-start gap-3 font-semibold">
            <input
              id={fid(p('sensitive'))}
              type="checkbox"
              className={checkboxClasses}
              aria-describedby={fid(p('sensitiveHint'))}
              {...register(`questions.${i}.sensitive`)}
            />
            <span>{t('questions.sensitive')}</span>
          </label>
          <p id={fid(p('sensitiveHint'))} className="ml-9 text-slate-700">
            {t('questions.sensitiveHint')}
          </p>
        </div>
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
