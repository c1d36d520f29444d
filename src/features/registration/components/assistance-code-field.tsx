import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeProblem, normaliseCode, type CodeProblem, type OtherUse } from '@domain/assistance-codes';
import type { AppliedCode } from '@domain/pricing';
import { CODE_MAX_LENGTH } from '@domain/program-form';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/form-field';
import { formatMoney } from '@/lib/format';
import { checkAssistanceCode } from '../api/assistance-codes';

type Props = {
  programId: string;
  participantId: string;
  applied: AppliedCode | undefined;
  problem: CodeProblem | null | undefined;
  /** The codes applied to the other participants of this registration, read when the check answers. */
  othersNow: () => OtherUse[];
  onApply: (code: AppliedCode | null, problem: CodeProblem | null) => void;
};

/** Financial assistance code of one participant: typed upper case, checked by the database, never listed. */
export function AssistanceCodeField({ programId, participantId, applied, problem, othersNow, onApply }: Props) {
  const { t } = useTranslation('registration');
  const [text, setText] = useState(applied?.code ?? '');
  const [busy, setBusy] = useState(false);
  /** Why the check itself failed: too many wrong codes (counted by the database), or anything else. */
  const [failed, setFailed] = useState<'tooManyAttempts' | 'checkFailed' | null>(null);
  // A code applied from outside the field (the family's approved financial-aid code, issue 25 point 6) fills it.
  const appliedCode = applied?.code;
  useEffect(() => {
    if (appliedCode) setText(appliedCode);
  }, [appliedCode]);
  const id = `code-${participantId}`;
  const messageId = `${id}-message`;

  const apply = async () => {
    const code = normaliseCode(text);
    setFailed(null);
    if (!code) return onApply(null, { kind: 'invalid' });
    setBusy(true);
    try {
      const check = await checkAssistanceCode(programId, code, participantId);
      const found = codeProblem(check, participantId, othersNow());
      onApply(found ? null : { code_id: check.code_id!, code: check.code ?? code, price: check.price ?? 0 }, found);
    } catch (error) {
      setFailed((error as { hint?: string } | null)?.hint === 'too_many_attempts' ? 'tooManyAttempts' : 'checkFailed');
      onApply(null, null);
    } finally {
      setBusy(false);
    }
  };

  const message = failed
    ? t(`codes.${failed}`)
    : problem
      ? t(`codes.${problem.kind}`, problem.kind === 'usedByOther' ? { name: problem.name } : {})
      : applied
        ? t('codes.applied', { code: applied.code, price: formatMoney(applied.price) })
        : '';
  const isError = Boolean(failed || problem);

  return (
    <div className="mb-2">
      <label htmlFor={id} className="mb-1 block font-semibold text-slate-900">
        {t('codes.label')} <span className="font-normal text-slate-700">({t('codes.optional')})</span>
      </label>
      <p id={`${id}-hint`} className="mb-1 text-slate-700">
        {t('codes.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={CODE_MAX_LENGTH}
          value={text}
          aria-describedby={`${id}-hint ${messageId}`}
          aria-invalid={isError || undefined}
          className={`${inputClasses} max-w-xs uppercase`}
          onChange={(e) => setText(normaliseCode(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
        />
        <Button variant="secondary" onClick={() => void apply()} busy={busy} disabled={busy}>
          {t('codes.apply')}
        </Button>
        {applied ? (
          <Button variant="link" onClick={() => (setText(''), onApply(null, null))}>
            {t('codes.remove')}
          </Button>
        ) : null}
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`mt-1 min-h-6 font-semibold ${isError ? 'text-red-800' : 'text-green-900'}`}
      >
        {message}
      </p>
    </div>
  );
}
