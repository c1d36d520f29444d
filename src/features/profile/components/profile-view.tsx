import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { formatPostalCode } from '@domain/postal-code';
import { formatDate } from '@/lib/format';
import { provinceName } from '@/lib/provinces';
import type { UserProfile } from '@/lib/auth/profile';
import type { ParticipantRow } from '@/components/participant-form/participant-form.schema';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation('profile');
  const empty = value === null || value === undefined || value === '';
  return (
    <div className="grid gap-x-4 border-b border-slate-300 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{empty ? <span className="text-slate-700">{t('notProvided')}</span> : value}</dd>
    </div>
  );
}

/** View mode of Basic Information and Player Information. */
export function ProfileView({ profile, participant }: { profile: UserProfile; participant: ParticipantRow | null }) {
  const { t } = useTranslation(['profile', 'participants', 'common']);
  const f = (k: string) => t(`participants:fields.${k}`);
  const yn = (v: boolean | null) => (v === null ? null : v ? t('common:yes') : t('common:no'));
  const code = (group: string, v: string | null) => (v ? t(`participants:${group}.${v}`) : null);
  const p = participant;
  return (
    <>
      <section aria-labelledby="basic-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
        <h2 id="basic-title" className="mb-2 text-xl font-bold">
          {t('basic.title')}
        </h2>
        <dl>
          <Row label={f('first_name')} value={profile.first_name} />
          <Row label={f('last_name')} value={profile.last_name} />
          <Row label={f('email')} value={profile.email} />
          <Row label={f('phone')} value={profile.phone} />
          <Row label={t('basic.accountType')} value={t(`common:roles.${profile.role}`)} />
        </dl>
      </section>
      {p ? (
        <section aria-labelledby="player-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
          <h2 id="player-title" className="mb-2 text-xl font-bold">
            {t('player.title')}
          </h2>
          <dl>
            <Row
              label={f('date_of_birth')}
              value={
                p.date_of_birth
                  ? `${formatDate(p.date_of_birth)} (${t('participants:ageValue', { count: ageOn(p.date_of_birth, orgToday(new Date())) })})`
                  : null
              }
            />
            <Row label={f('address')} value={p.address} />
            <Row label={f('city')} value={p.city} />
            <Row label={f('province')} value={provinceName(p.province, t)} />
            <Row label={f('postal_code')} value={formatPostalCode(p.postal_code)} />
            <Row
              label={f('gender_identity')}
              value={[code('genders', p.gender_identity), p.gender_self_description].filter(Boolean).join(' — ')}
            />
            <Row label={f('visual_classification')} value={code('classifications', p.visual_classification)} />
            <Row
              label={f('visual_condition')}
              value={[code('conditions', p.visual_condition), p.visual_condition_other].filter(Boolean).join(' — ')}
            />
            <Row label={f('position')} value={code('positions', p.position)} />
            <Row label={f('skating_experience')} value={code('skating', p.skating_experience)} />
            <Row label={f('played_traditional_hockey')} value={yn(p.played_traditional_hockey)} />
            <Row label={f('first_played_blind_hockey_year')} value={p.first_played_blind_hockey_year} />
            <Row
              label={f('hockey_referral_source')}
              value={[code('referrals', p.hockey_referral_source), p.hockey_referral_other].filter(Boolean).join(' — ')}
            />
            <Row label={f('is_first_time_participant')} value={yn(p.is_first_time_participant)} />
            <Row label={f('needs_equipment')} value={yn(p.needs_equipment)} />
            <Row label={f('allergies')} value={p.allergies} />
            <Row label={f('medical_conditions')} value={p.medical_conditions} />
            <Row label={f('social_media_handles')} value={p.social_media_handles} />
          </dl>
        </section>
      ) : null}
    </>
  );
}
