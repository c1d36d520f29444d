import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeProblem } from '@domain/assistance-codes';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';
import { checkAssistanceCode } from '../api/assistance-codes';
import type { RegisterParticipant } from '../api/participants';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { codeTargets, type AidOffer } from '../utils/financial-aid';
import { personName } from '@domain/person-name';
import { TextLink } from '@/components/text-link';

type Props = {
  programId: string;
  offer: AidOffer;
  participants: RegisterParticipant[];
  activeIds: Set<string>;
  form: RegistrationForm;
};

/**
 * Financial assistance on the registration screen of a priced program (issue 25 point 6): an approved, unused code
 * with its price and 'Use this code' (ticks the request's participants and fills and applies the code in their
 * assistance-code fields), a pending request, or the link to ask.
 */
export function AidNotice({ programId, offer, participants, activeIds, form }: Props) {
  const { t } = useTranslation('registration');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const nameOf = (id: string) => {
    const p = participants.find((x) => x.id === id);
    return p ? personName(p.first_name, p.last_name) : '';
  };

  if (offer.kind === 'pending') {
    return (
      <section aria-labelledby="aid-title" className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
        <h2 id="aid-title" className="mb-2 text-xl font-bold text-slate-900">
          {t('financialAid.title')}
        </h2>
        <p className="mb-2 text-slate-800">{t('financialAid.pending')}</p>
        <TextLink to="/financial-aid">{t('financialAid.seeRequests')}</TextLink>
      </section>
    );
  }
  if (offer.kind === 'none') {
    return (
      <section aria-labelledby="aid-title" className="mb-6 rounded-lg border-2 border-slate-700 bg-white p-4">
        <h2 id="aid-title" className="mb-2 text-xl font-bold text-slate-900">
          {t('financialAid.title')}
        </h2>
        <p className="mb-2 text-slate-800">{t('financialAid.askIntro')}</p>
        <TextLink to={`/financial-aid/new?program=${encodeURIComponent(programId)}`}>{t('financialAid.ask')}</TextLink>
      </section>
    );
  }

  const { request } = offer;
  const targets = codeTargets(
    request,
    participants.map((p) => p.id),
    activeIds,
  );
  const price = formatMoney(request.approved_price_cents ?? 0);
  const use = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      for (const id of targets) form.toggleParticipant(id, true);
      // Every target is named in the request (codeTargets), so one check for the first answers for all of them.
      const check = await checkAssistanceCode(programId, request.code, targets[0]);
      // The code's uses already taken by the other participants of this registration count, as when typed.
      const others = form.codesNow(targets);
      const applied: string[] = [];
      let failed = false;
      for (const id of targets) {
        const problem = codeProblem(check, id, others);
        form.applyCode(
          id,
          problem ? null : { code_id: check.code_id!, code: check.code ?? request.code, price: check.price ?? 0 },
          problem,
        );
        if (problem) failed = true;
        else {
          applied.push(nameOf(id));
          others.push({ participantId: id, name: nameOf(id), codeId: check.code_id! });
        }
      }
      setOutcome(
        failed || applied.length === 0
          ? { ok: false, text: t('financialAid.useFailed') }
          : { ok: true, text: t('financialAid.used', { code: request.code, names: applied.join(', ') }) },
      );
    } catch {
      setOutcome({ ok: false, text: t('financialAid.useFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="aid-title" className="mb-6 rounded-lg border-l-8 border-green-800 bg-green-50 p-4">
      <h2 id="aid-title" className="mb-2 text-xl font-bold text-slate-900">
        {t('financialAid.approvedTitle')}
      </h2>
      <p className="mb-3 text-slate-900">
        {t('financialAid.approved', {
          code: request.code,
          price,
          names: request.participants.map((p) => p.name).join(', '),
        })}
      </p>
      {targets.length > 0 ? (
        <Button variant="secondary" busy={busy} disabled={busy} onClick={() => void use()}>
          {t('financialAid.useCode', { code: request.code })}
        </Button>
      ) : (
        <p className="text-slate-800">{t('financialAid.nobodyLeft')}</p>
      )}
      <p
        aria-live="polite"
        className={`mt-2 min-h-6 font-semibold ${outcome?.ok === false ? 'text-red-800' : 'text-green-900'}`}
      >
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
