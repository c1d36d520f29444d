import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storedTierId } from '@domain/pricing';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { LocalizedText } from '@/components/localized-text';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { serverErrorDetails } from '@/lib/server-errors';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateMyWaitlist } from '@/lib/data/waitlist';
import { joinWaitlist, type JoinedEntry, type WaitlistParticipant, type WaitlistTier } from '../api/waitlist';
import { EMPTY_WAITLIST_JOIN, waitlistJoinSchema, type WaitlistJoinValues } from '../schemas/waitlist-join.schema';
import { TierRadio } from './waitlist-tier-radio';
import { personName } from '@domain/person-name';
import { TextLink } from '@/components/text-link';

type Props = {
  programId: string;
  /** The family's participants not already registered in this program. */
  participants: WaitlistParticipant[];
  /** The price options one can wait for: every one when the program is full, else the sold-out ones. */
  tiers: WaitlistTier[];
  /** The whole program is full ('any price option' is then a choice); else only sold-out options are waited for. */
  programFull: boolean;
  /** A participant chosen already (/participants/:id/register hands one over), when among `participants`. */
  preselect?: string | null;
};

const ANY = '';
export const waitlistParticipantId = (id: string) => `waitlist-participant-${id}`;
const tierGroupId = (id: string) => `waitlist-tier-${id}-group`;

/**
 * 'Join the waiting list' (issue 24 point 1): the chosen participants, each
 * with the price option wanted, go on the program's list (public.join_waitlist);
 * the answer (number in line, or a place offered right away) is announced in a
 * polite live region with a link to My Registrations.
 */
export function WaitlistJoin({ programId, participants, tiers, programFull, preselect }: Props) {
  const { t } = useTranslation(['waitlist', 'common']);
  const queryClient = useQueryClient();
  const [joined, setJoined] = useState<JoinedEntry[]>([]);
  const schema = useMemo(
    () => waitlistJoinSchema({ tierRequired: !programFull && tiers.length > 0 }),
    [programFull, tiers],
  );
  const shell = useFormShell<WaitlistJoinValues>({
    schema,
    defaultValues:
      preselect && participants.some((p) => p.id === preselect)
        ? { selected: [preselect], tierBy: { [preselect]: programFull ? ANY : (tiers[0]?.id ?? ANY) } }
        : EMPTY_WAITLIST_JOIN,
    ns: 'waitlist',
    // Refusals (waitlist_not_full, already_on_waitlist, ...) worded as waitlist:join.serverErrors.<hint>;
    // waitlist_limit_reached says the account's cap, which the database gives as the refusal's details.
    serverErrors: {
      ns: 'waitlist',
      reasonsKey: 'waitlist:join.serverErrors',
      fallbackKey: 'waitlist:join.failed',
      unknownKey: 'waitlist:join.failedWithMessage',
      values: (error) => ({ max: serverErrorDetails(error) }),
    },
    reValidateMode: 'onSubmit',
    present: (errors) => {
      const out: SummaryError[] = [];
      if (errors.selected) {
        out.push({
          fieldId: participants[0] ? waitlistParticipantId(participants[0].id) : undefined,
          message: t('join.errors.noParticipants'),
        });
      }
      const first = Object.keys(errors.tierBy ?? {})[0];
      if (first !== undefined) {
        const p = participants.find((x) => x.id === first);
        out.push({
          fieldId: tierGroupId(first),
          message: t('join.errors.tier', { name: p ? personName(p.first_name, p.last_name) : '' }),
        });
      }
      return out;
    },
  });
  const { control, setValue, getValues, formState } = shell.form;
  const values = { ...EMPTY_WAITLIST_JOIN, ...useWatch({ control }) } as WaitlistJoinValues;
  const [submitting, setSubmitting] = useState(false);
  const joinedIds = new Set(joined.map((j) => j.participant_id));
  const choices = participants.filter((p) => !joinedIds.has(p.id));
  const nameOf = (id: string) => {
    const p = participants.find((x) => x.id === id);
    return p ? personName(p.first_name, p.last_name) : '';
  };

  const toggle = (id: string, on: boolean) => {
    const prev = getValues('selected');
    setValue('selected', on ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id));
    if (on && getValues('tierBy')[id] === undefined) {
      // Waiting for any option by default when the program is full; the first sold-out option otherwise.
      setValue('tierBy', { ...getValues('tierBy'), [id]: programFull ? ANY : (tiers[0]?.id ?? ANY) });
    }
  };
  const setTier = (id: string, tierId: string) => setValue('tierBy', { ...getValues('tierBy'), [id]: tierId });

  const submit = shell.submit(async (v) => {
    setSubmitting(true);
    try {
      const entries = await joinWaitlist(
        programId,
        v.selected.map((id) => ({ participant_id: id, price_tier_id: storedTierId(v.tierBy[id] || null) })),
      );
      setJoined((prev) => [...prev, ...entries]);
      setValue('selected', []);
      // The dashboard's offers and My Registrations' waiting list show the new entries.
      void invalidateMyWaitlist(queryClient);
    } finally {
      setSubmitting(false);
    }
  });

  const tierError = (id: string) =>
    formState.errors.tierBy?.[id] ? t('join.errors.tier', { name: nameOf(id) }) : undefined;
  const selectedError = formState.errors.selected ? t('join.errors.noParticipants') : undefined;

  return (
    <div>
      {/* Polite: the family's place in line, or a place offered now (issue 24 point 1), read as one message (Orca read
          its pieces in an order of its own, issue 37). */}
      <div aria-live="polite" aria-atomic="true">
        {joined.length > 0 ? (
          <Banner tone="success" title={t('join.joinedTitle')}>
            <ul className="list-disc pl-6">
              {joined.map((j) => (
                <li key={j.id}>
                  {j.status === 'offered' ? (
                    <>
                      {t('join.offeredNow', { name: nameOf(j.participant_id) })}{' '}
                      <TextLink to={`/programs/${programId}/register?offer=${encodeURIComponent(j.id)}`}>
                        {t('join.registerNow', { name: nameOf(j.participant_id) })}
                      </TextLink>
                    </>
                  ) : (
                    t('join.position', { name: nameOf(j.participant_id), position: j.position ?? '?' })
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-2">
              {t('join.joinedNext')} <TextLink to="/registrations">{t('join.myRegistrations')}</TextLink>
            </p>
          </Banner>
        ) : null}
      </div>
      {choices.length === 0 ? (
        joined.length === 0 ? (
          <p className="mb-4">{t('join.noOneToAdd')}</p>
        ) : null
      ) : (
        <>
          <ErrorSummary key={shell.attempt} errors={shell.summary} />
          <form noValidate onSubmit={(e) => void submit(e)}>
            <fieldset className="mb-4 min-w-0" aria-describedby={selectedError ? 'waitlist-selected-error' : undefined}>
              <legend className="mb-2 font-semibold text-slate-900">{t('join.legend')}</legend>
              {selectedError ? (
                <p id="waitlist-selected-error" className="mb-2 font-semibold text-red-800">
                  {selectedError}
                </p>
              ) : null}
              <ul className="space-y-3">
                {choices.map((p) => {
                  const name = personName(p.first_name, p.last_name);
                  const checked = values.selected.includes(p.id);
                  const id = waitlistParticipantId(p.id);
                  const error = tierError(p.id);
                  return (
                    <li key={p.id} className="rounded-lg border-2 border-slate-700 bg-white p-3">
                      <div className="flex items-start gap-3">
                        <input
                          id={id}
                          type="checkbox"
                          className="mt-1 h-6 w-6 shrink-0"
                          checked={checked}
                          onChange={(e) => toggle(p.id, e.target.checked)}
                        />
                        <label htmlFor={id} className="min-w-0 text-lg font-bold break-words text-slate-900">
                          {name}
                        </label>
                      </div>
                      {checked && tiers.length > 0 ? (
                        <fieldset
                          id={tierGroupId(p.id)}
                          aria-describedby={error ? `${tierGroupId(p.id)}-error` : undefined}
                          className="mt-3 min-w-0"
                        >
                          <legend className="mb-1 font-semibold text-slate-900">
                            {t('join.tierLegend', { name })}
                          </legend>
                          {error ? (
                            <p id={`${tierGroupId(p.id)}-error`} className="mb-1 font-semibold text-red-800">
                              {error}
                            </p>
                          ) : null}
                          <ul className="space-y-1">
                            {programFull ? (
                              <TierRadio
                                id={`waitlist-tier-${p.id}-any`}
                                name={`waitlist-tier-${p.id}`}
                                checked={(values.tierBy[p.id] ?? ANY) === ANY}
                                onChange={() => setTier(p.id, ANY)}
                                label={<span className="font-semibold">{t('join.anyTier')}</span>}
                              />
                            ) : null}
                            {tiers.map((tier) => (
                              <TierRadio
                                key={tier.id}
                                id={`waitlist-tier-${p.id}-${tier.id}`}
                                name={`waitlist-tier-${p.id}`}
                                checked={values.tierBy[p.id] === tier.id}
                                onChange={() => setTier(p.id, tier.id)}
                                label={<LocalizedText className="font-semibold" fr={tier.name_fr} en={tier.name} />}
                              />
                            ))}
                          </ul>
                        </fieldset>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <Button type="submit" busy={submitting} disabled={submitting}>
              {submitting ? t('join.working') : t('join.join')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
