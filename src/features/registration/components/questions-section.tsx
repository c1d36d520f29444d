import type { RegistrationQuestion } from '../api/questions';
import { QuestionField } from './question-field';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { useTranslation } from 'react-i18next';

type Props = {
  questions: RegistrationQuestion[];
  form: RegistrationForm;
  errorFor: (id: string) => string | undefined;
};

/** Registration Questions: answers apply to every selected participant (spec 2 section 5). */
export function QuestionsSection({ questions, form, errorFor }: Props) {
  const { t } = useTranslation('registration');
  return (
    <>
      <p className="mb-4 text-slate-800">{t('questions.appliesToAll')}</p>
      {questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={form.answers[q.id]}
          error={errorFor(q.id)}
          onChange={(v) => form.setAnswer(q.id, v)}
        />
      ))}
    </>
  );
}
