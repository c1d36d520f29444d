import { useTranslation } from 'react-i18next';
import { showPricePicker } from '@domain/pricing';
import type { RegisterParticipant } from '../api/participants';
import type { RegisterTier } from '../api/price-tiers';
import { AssistanceCodeField } from './assistance-code-field';
import { ParticipantCard } from './participant-card';
import { PricePicker } from './price-picker';
import type { RegistrationForm } from '../hooks/use-registration-form';
import { personName } from '@domain/person-name';
import { TextLink } from '@/components/text-link';

type Props = {
  programId: string;
  participants: RegisterParticipant[];
  activeIds: Set<string>;
  tiers: RegisterTier[];
  assistanceOffered: boolean;
  form: RegistrationForm;
  priceError?: string;
};

/** Section 1: pick participants, their price option and optional assistance code. */
export function ParticipantsSection({
  programId,
  participants,
  activeIds,
  tiers,
  assistanceOffered,
  form,
  priceError,
}: Props) {
  const { t } = useTranslation('registration');
  if (participants.length === 0) {
    return (
      <p className="rounded-md border-2 border-slate-700 bg-white p-4">
        {t('participants.none_yet')} <TextLink to="/participants/new">{t('participants.addFirst')}</TextLink>
      </p>
    );
  }
  const picker = showPricePicker(tiers.length, assistanceOffered);

  return (
    <fieldset>
      <legend className="mb-3 text-slate-900">{t('participants.legend')}</legend>
      <ul className="space-y-4">
        {participants.map((p) => {
          const checked = form.selected.includes(p.id);
          const name = personName(p.first_name, p.last_name);
          return (
            <ParticipantCard
              key={p.id}
              participant={p}
              checked={checked}
              alreadyRegistered={activeIds.has(p.id)}
              onToggle={(on) => form.toggleParticipant(p.id, on)}
            >
              {picker ? (
                <PricePicker
                  participantId={p.id}
                  participantName={name}
                  tiers={tiers}
                  value={form.tierBy[p.id] || undefined}
                  onChange={(tierId) => form.setTier(p.id, tierId)}
                  error={!form.tierBy[p.id] ? priceError : undefined}
                />
              ) : null}
              {assistanceOffered ? (
                <AssistanceCodeField
                  programId={programId}
                  participantId={p.id}
                  applied={form.codeBy[p.id]}
                  problem={form.codeProblemBy[p.id]}
                  othersNow={() => form.codesNow([p.id])}
                  onApply={(code, problem) => form.applyCode(p.id, code, problem)}
                />
              ) : null}
            </ParticipantCard>
          );
        })}
      </ul>
    </fieldset>
  );
}
