import { useTranslation } from 'react-i18next';

type Props = { current: number; steps: string[] };

/** "Step 2 of 3: Emergency & Medical", announced politely when the step changes. */
export function StepIndicator({ current, steps }: Props) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <p aria-live="polite" className="mb-2 font-semibold text-slate-900">
        {t('steps.stepOf', { current, total: steps.length })}: {steps[current - 1]}
      </p>
      <ol className="flex flex-wrap gap-2">
        {steps.map((name, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`rounded-full border-2 px-3 py-1 text-sm ${
                state === 'current'
                  ? 'border-blue-900 bg-blue-900 text-white'
                  : state === 'done'
                    ? 'border-green-800 text-green-900'
                    : 'border-slate-600 text-slate-800'
              }`}
            >
              {n}. {name}
              {state === 'done' ? <span className="sr-only"> ({t('steps.completed')})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
