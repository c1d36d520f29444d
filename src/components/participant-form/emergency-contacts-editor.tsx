import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { focusTarget } from '@/lib/focus-target';
import { serverErrorMessage, type ServerErrorOptions } from '@/lib/server-errors';
import { EmergencyContactForm } from './emergency-contact-form';
import {
  MAX_CONTACTS,
  primaryFirst,
  withContact,
  withoutContact,
  withPrimary,
  type ContactListItem,
  type ContactRow,
} from './emergency-contact.schema';

type Props = {
  contacts: ContactRow[];
  /** Replaces the person's list (save_emergency_contacts); resolves once stored. */
  save: (list: ContactListItem[]) => Promise<unknown>;
  /** A volunteer's contacts need their e-mail (spec 1 section 5). */
  emailRequired?: boolean;
  /** Prefix of the form's control ids. */
  idPrefix: string;
  serverErrors: ServerErrorOptions;
  headingLevel?: 2 | 3;
};

type Mode = { kind: 'list' } | { kind: 'form'; contact?: ContactRow } | { kind: 'confirm'; contact: ContactRow };

/**
 * A person's emergency contacts with Edit, Make primary, Remove and Add a
 * contact (issue 21 point 3). Each change saves the whole list at once; the
 * primary has no Remove (another is made primary first) and Add disappears at
 * three. What happened is said in a status message under the heading, which
 * takes focus when a form or confirmation closes.
 */
export function EmergencyContactsEditor({
  contacts,
  save,
  emailRequired = false,
  idPrefix,
  serverErrors,
  headingLevel = 2,
}: Props) {
  const { t } = useTranslation(['emergencyContacts', 'participants', 'common']);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const list = primaryFirst(contacts);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const focus = (id?: string) =>
    setTimeout(() => focusTarget(id ? document.getElementById(id) : headingRef.current), 0);

  const back = (text: string | null, focusId?: string) => {
    setMode({ kind: 'list' });
    setMessage(text);
    focus(focusId);
  };
  /** A change from the list (make primary, remove): saved now, refusal shown under the heading. */
  const change = async (next: ContactListItem[], text: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setMessage(null);
    try {
      await save(next);
      back(text);
    } catch (error) {
      setFailure(error ?? new Error(''));
      setMode({ kind: 'list' });
      focus();
    } finally {
      setBusy(false);
    }
  };
  const open = (next: Mode) => {
    setMessage(null);
    setFailure(null);
    setMode(next);
  };

  const buttonId = (action: string, c: ContactRow) => `${idPrefix}${action}-${c.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
      <Heading
        id={headingId}
        ref={headingRef}
        className="mb-2 text-xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3"
      >
        {t('title')}
      </Heading>
      <p className="mb-3 text-slate-800">{t('intro', { max: MAX_CONTACTS })}</p>
      {message ? (
        <Banner tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Banner>
      ) : null}
      {failure ? <Banner tone="error">{serverErrorMessage(failure, t, serverErrors)}</Banner> : null}
      {mode.kind === 'form' ? (
        <EmergencyContactForm
          contact={mode.contact}
          emailRequired={emailRequired}
          idPrefix={idPrefix}
          headingLevel={headingLevel === 2 ? 3 : 4}
          serverErrors={serverErrors}
          onCancel={() => back(null, mode.contact ? buttonId('edit', mode.contact) : `${idPrefix}add`)}
          save={async (values) => {
            await save(withContact(list, values, mode.contact?.id));
            const name = values.ec_name.trim();
            back(mode.contact ? t('done.updated', { name }) : t('done.added', { name }));
          }}
        />
      ) : (
        <>
          {list.length === 0 ? <p className="mb-3">{t('none')}</p> : null}
          <ul aria-labelledby={headingId} className="mb-3 grid gap-3">
            {list.map((c) => (
              <li key={c.id} className="rounded-md border-2 border-slate-400 p-3">
                <p className="flex flex-wrap items-center gap-2 font-bold break-words">
                  {c.name}
                  {c.is_primary ? <Badge tone="info">{t('primary')}</Badge> : null}
                </p>
                <ContactDetails contact={c} />
                {mode.kind === 'confirm' && mode.contact.id === c.id ? (
                  <ConfirmRemove
                    name={c.name}
                    busy={busy}
                    onConfirm={() => {
                      const next = withoutContact(list, c.id);
                      if (next) void change(next, t('done.removed', { name: c.name }));
                    }}
                    onKeep={() => back(null, buttonId('remove', c))}
                  />
                ) : (
                  <div className="mt-2 flex flex-wrap gap-3">
                    <Button
                      id={buttonId('edit', c)}
                      variant="secondary"
                      aria-label={t('editName', { name: c.name })}
                      onClick={() => open({ kind: 'form', contact: c })}
                    >
                      {t('edit')}
                    </Button>
                    {c.is_primary ? null : (
                      <>
                        <Button
                          variant="secondary"
                          busy={busy}
                          aria-label={t('makePrimaryName', { name: c.name })}
                          onClick={() => void change(withPrimary(list, c.id), t('done.primary', { name: c.name }))}
                        >
                          {t('makePrimary')}
                        </Button>
                        <Button
                          id={buttonId('remove', c)}
                          variant="danger"
                          aria-label={t('removeName', { name: c.name })}
                          onClick={() => open({ kind: 'confirm', contact: c })}
                        >
                          {t('remove')}
                        </Button>
                      </>
                    )}
                  </div>
                )}
                {c.is_primary ? (
                  <p className="mt-2 text-slate-800">{list.length > 1 ? t('primaryNote') : t('onlyNote')}</p>
                ) : null}
              </li>
            ))}
          </ul>
          {list.length < MAX_CONTACTS ? (
            <Button id={`${idPrefix}add`} onClick={() => open({ kind: 'form' })}>
              {t('add')}
            </Button>
          ) : (
            <p className="text-slate-800">{t('max', { max: MAX_CONTACTS })}</p>
          )}
        </>
      )}
    </section>
  );
}

/** Relationship, phone and e-mail of one contact. */
function ContactDetails({ contact: c }: { contact: ContactRow }) {
  const { t } = useTranslation('participants');
  const row = (label: string, value: string, breakAll = false) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{t('labelled', { label })}</dt>
      <dd className={breakAll ? 'break-all' : 'break-words'}>{value}</dd>
    </div>
  );
  const relationship = `${t(`relationships.${c.relationship}`)}${
    c.relationship === 'other' && c.relationship_other ? ` (${c.relationship_other})` : ''
  }`;
  return (
    <dl className="mt-1 grid gap-1">
      {row(t('fields.ec_relationship'), relationship)}
      {row(t('fields.phone'), c.phone)}
      {c.email ? row(t('fields.email'), c.email, true) : null}
    </dl>
  );
}

/** 'Remove {name}?' in place of the contact's buttons; the question takes focus. */
function ConfirmRemove({
  name,
  busy,
  onConfirm,
  onKeep,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('emergencyContacts');
  const id = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => focusTarget(questionRef.current), []);
  return (
    <div role="group" aria-labelledby={id} className="mt-2 rounded-md border-l-8 border-red-800 bg-red-50 p-3">
      <p id={id} ref={questionRef} className="mb-2 font-semibold focus:outline-none focus-visible:outline-3">
        {t('confirmRemove.question', { name })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" busy={busy} disabled={busy} onClick={onConfirm}>
          {t('confirmRemove.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onKeep}>
          {t('confirmRemove.keep')}
        </Button>
      </div>
    </div>
  );
}
