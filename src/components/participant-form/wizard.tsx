import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { StepIndicator } from '@/components/step-indicator';
import { focusTarget } from '@/lib/focus-target';

export type WizardStep = { title: string; content: ReactNode };

type Props = {
  steps: WizardStep[];
  step: number;
  /** Errors to show above the step (validation or the save's failure). */
  errors: SummaryError[];
  /** Validates the current step, then moves on or, on the last step, saves (see useParticipantWizard). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Returns to the previous step and clears the errors. */
  onBack: () => void;
  submitLabel: string;
  busy?: boolean;
  /** Shown on step 1 instead of Back (e.g. Cancel to /participants). */
  cancel?: ReactNode;
  headingLevel?: 2 | 3;
};

/**
 * The shell of the 3-step forms (spec 1 section 4): Next validates the
 * current step, Back returns and clears the error, the last step validates
 * and submits. Focus moves to the new step's heading; the step is announced.
 */
export function Wizard({ steps, step, errors, onSubmit, onBack, submitLabel, busy, cancel, headingLevel = 2 }: Props) {
  const { t } = useTranslation('common');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  const last = step === steps.length - 1;
  const current = steps[step];

  // Focus the new step's heading when the step changes (not on the first render).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    focusTarget(headingRef.current);
  }, [step]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form noValidate onSubmit={onSubmit}>
      <StepIndicator current={step + 1} steps={steps.map((s) => s.title)} />
      <ErrorSummary errors={errors} />
      <Heading
        ref={headingRef}
        className="mb-4 text-xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3"
      >
        {current.title}
      </Heading>
      {current.content}
      <div className="mt-6 flex flex-wrap gap-3">
        {step === 0 ? (
          cancel
        ) : (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('back')}
          </Button>
        )}
        <Button type="submit" busy={busy} disabled={busy}>
          {last ? submitLabel : t('next')}
        </Button>
      </div>
    </form>
  );
}
