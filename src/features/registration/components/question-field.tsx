import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '@domain/registration-rules';
import { FormField, inputClasses } from '@/components/form-field';
import { LocalizedText, langAttr, useLocalized } from '@/components/localized-text';
import type { RegistrationQuestion } from '../api/questions';

type Props = { question: RegistrationQuestion; value: AnswerValue; error?: string; onChange: (v: AnswerValue) => void };

export const questionFieldId = (id: string) => `question-${id}`;

/** One custom question of the four types (checkbox, text, select, radio). */
export function QuestionField({ question: q, value, error, onChange }: Props) {
  const { t } = useTranslation(['registration', 'common']);
  const { option } = useLocalized();
  const id = questionFieldId(q.id);
  // The question in the visitor's language; options show their French label but submit the English value.
  const questionText = <LocalizedText fr={q.question_text_fr} en={q.question_text} />;
  const errorId = error ? `${id}-error` : undefined;
  const errorText = error ? (
    <p id={errorId} className="mb-1 font-semibold text-red-800">
      <span className="sr-only">{t('common:errorPrefix')}</span>
      {error}
    </p>
  ) : null;
  const requiredMark = q.required ? null : (
    <span className="font-normal text-slate-700"> ({t('common:optional')})</span>
  );

  if (q.question_type === 'checkbox') {
    return (
      <div className="mb-4">
        {errorText}
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            className="mt-1 h-6 w-6 shrink-0"
            checked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            aria-required={q.required || undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id} className="font-semibold text-slate-900">
            {questionText}
            {requiredMark}
          </label>
        </div>
      </div>
    );
  }
  if (q.question_type === 'radio') {
    return (
      <fieldset id={id} className="mb-4" aria-describedby={errorId}>
        <legend className="mb-1 font-semibold text-slate-900">
          {questionText}
          {requiredMark}
        </legend>
        {errorText}
        {q.options.map((opt, i) => {
          const label = option(q.options_fr, q.options, i);
          return (
            <div key={opt} className="flex items-center gap-3 py-1">
              <input
                id={`${id}-${i}`}
                type="radio"
                name={id}
                className="h-5 w-5"
                checked={value === opt}
                onChange={() => onChange(opt)}
              />
              <label htmlFor={`${id}-${i}`} lang={langAttr(label)}>
                {label.text}
              </label>
            </div>
          );
        })}
      </fieldset>
    );
  }
  return (
    <FormField id={id} label={questionText} error={error} required={q.required}>
      {q.question_type === 'select' ? (
        <select
          className={inputClasses}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('questions.choose')}</option>
          {q.options.map((opt, i) => {
            const label = option(q.options_fr, q.options, i);
            return (
              <option key={opt} value={opt} lang={langAttr(label)}>
                {label.text}
              </option>
            );
          })}
        </select>
      ) : (
        <textarea
          rows={3}
          className={inputClasses}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
