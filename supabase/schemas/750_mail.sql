-- supabase/schemas (the current schema; supabase/README.md): mail, part 1 of 4.

-- Operations: the e-mail outbox, events, equipment inventory and loans.
-- All admin-only for users (ARCHITECTURE sections 3 and 5); each table comes
-- with its grants and policies.

-- =====================================================================
-- email_outbox
-- =====================================================================

-- Queued e-mails in the recipient's language. Written by triggers, functions and
-- the queue-registration-email edge function; read by admins and the sender.
create table public.email_outbox (
  id uuid default gen_random_uuid() not null,
  registration_id uuid,
  to_email text not null,
  language text default 'en'::text not null,
  template text not null,
  subject text not null,
  body text not null,
  payload jsonb default '{}'::jsonb not null,
  status text default 'queued'::text not null,
  last_error text,
  created_at timestamp with time zone default now() not null,
  sent_at timestamp with time zone,
  -- attempts: sends tried (a claim counts one); next_attempt_at: when a queued
  -- message is due (now for a new one, later for a retry); claimed_at and
  -- lease_expires_at: the current claim of a 'sending' message;
  -- provider_message_id: the provider's id of the sent message.
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  claimed_at timestamp with time zone,
  lease_expires_at timestamp with time zone,
  provider_message_id text,
  -- Deleting an account leaves its name and address in no e-mail of the outbox (issue 33 point 4).
  about_user_id uuid,
  constraint email_outbox_pkey primary key (id),
  constraint email_outbox_registration_id_fkey foreign key (registration_id) references public.registrations(id) on delete set null,
  constraint email_outbox_about_user_id_fkey foreign key (about_user_id) references public.user_profiles(id) on delete set null,
  constraint email_outbox_language_check check ((language = any (array['en'::text, 'fr'::text]))),
  constraint email_outbox_to_email_max check ((char_length(to_email) <= 254)),
  constraint email_outbox_template_max check ((char_length(template) <= 100)),
  constraint email_outbox_subject_max check ((char_length(subject) <= 500)),
  constraint email_outbox_last_error_max check ((char_length(last_error) <= 2000)),
  constraint email_outbox_body_max check ((char_length(body) <= 100000)),
  constraint email_outbox_payload_max check ((octet_length((payload)::text) <= 16384)),
  -- E-mail delivery (issue 19, "E-mail that arrives").
  constraint email_outbox_status_check check ((status = any (array['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text]))),
  -- Attempts never go below zero; a provider id is an identifier (255, as the
  -- payment providers' ids in 20261125000600).
  constraint email_outbox_attempts_not_negative check ((attempts >= 0)),
  -- E-mail delivery (issue 19, "E-mail that arrives").
  constraint email_outbox_provider_message_id_max check ((char_length(provider_message_id) <= 255)),
  -- A 'sending' message always has a lease; a 'sent' one its time of sending.
  constraint email_outbox_sending_has_lease check (((status <> 'sending'::text) or ((claimed_at is not null) and (lease_expires_at is not null)))),
  -- E-mail delivery (issue 19, "E-mail that arrives").
  constraint email_outbox_sent_has_time check (((status <> 'sent'::text) or (sent_at is not null)))
);
alter table public.email_outbox enable row level security;
-- E-mail delivery (issue 19, "E-mail that arrives"). The outbox rows queued by
-- the approval trigger (20261122031100), payment fulfilment (20261123030000)
-- and the queue-registration-email edge function are drained by the
-- deliver-emails edge function (service role):
--
--   1. claim_email_batch(limit, lease) takes due messages with
--      `for update skip locked` (two runs never take the same row) and marks
--      them 'sending' for a lease;
--   2. the function sends each one, passing the message id to the provider as
--      its idempotency key, so a message re-sent after a crash between send
--      and record is not delivered twice;
--   3. record_email_result() stores 'sent', or schedules a retry with
--      exponential backoff (private.email_retry_delay), or gives up ('failed').
--
-- A claim whose lease expires (the sender crashed) is taken again by the next
-- claim. Admins read the outbox (policy in 20261122030400) and put a failed
-- message back in the queue with resend_email(); they no longer update rows
-- directly (see "Browser rights" below).


-- 'sending' is a claimed message whose result is not recorded yet. Existing
-- writers only insert 'queued' (the default), which stays valid.
-- The provider's last error for the message (nothing wrote `error` before);
-- its 2,000-character limit keeps the <table>_<column>_max name (20261125000600).
revoke all on table public.email_outbox from anon, authenticated;
grant select on table public.email_outbox to authenticated;

-- The sender picks queued rows oldest first; /_dev/mail lists newest first.
create index email_outbox_status_created_idx on public.email_outbox (status, created_at);

create index email_outbox_created_at_idx on public.email_outbox (created_at desc);

create index email_outbox_registration_id_idx on public.email_outbox (registration_id);

-- Admins read the outbox and may mark rows (e.g. retry); triggers write it.
create policy "E-mail outbox is viewable by admins"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

-- E-mails in the recipient's language, program names included (issue 22
-- point 2). deliver-emails renders each message from its template with the
-- program's name in the row's language (_shared/email-delivery-data.ts); the
-- subject and plain-text body stored on the outbox row are what is sent when
-- that rendering has no data, and what /_dev/mail and the outbox show. They
-- now name the program in French in a French message when the program has a
-- French name (else the English), and the payload carries program_name_fr
-- beside program_name. The language of each message is decided as before.
--
-- Redefined from their latest definitions, with only the program's name (and
-- the approval's location) changed:
--   * private.queue_approval_email (20261122031100);
--   * private.queue_registration_email (20261125320000);
--   * private.queue_refund_email (20261125700000).

-- =====================================================================
-- Approved
-- =====================================================================
create or replace function private.queue_approval_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
  v_to public.user_profiles;
  v_person text;
  v_lang text;
  v_subject text;
  v_body text;
  v_where text;
  v_name text;
begin
  select * into v_program from public.programs where id = new.program_id;
  select coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
                  nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''))
    into v_person
  from (select 1) x
  left join public.participants p on p.id = new.participant_id
  left join public.volunteer_profiles v on v.id = new.volunteer_id;

  -- Recipient: the account that registered, else the person's account.
  select u.* into v_to from public.user_profiles u
  where u.id = coalesce(
    new.user_id,
    (select p.user_id from public.participants p where p.id = new.participant_id),
    (select v.user_id from public.volunteer_profiles v where v.id = new.volunteer_id));
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return null;
  end if;

  v_lang := coalesce(v_to.preferred_language, 'en');
  if v_lang = 'fr' then
    v_name := coalesce(v_program.name_fr, v_program.name);
    v_where := coalesce(v_program.location_fr, v_program.location, '');
    v_subject := 'Inscription approuvée : ' || v_name;
    v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'L''inscription de ' || coalesce(v_person, '') || ' au programme ' || v_name
      || ' (du ' || to_char(v_program.start_date, 'YYYY-MM-DD') || ' au '
      || to_char(v_program.end_date, 'YYYY-MM-DD')
      || case when v_where <> '' then ', ' || v_where else '' end
      || E') a été approuvée.\n\nÀ bientôt sur la glace!\nL''équipe de Canadian Blind Hockey';
  else
    v_name := v_program.name;
    v_where := coalesce(v_program.location, '');
    v_subject := 'Registration approved: ' || v_name;
    v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
      || 'The registration of ' || coalesce(v_person, '') || ' for ' || v_name
      || ' (' || to_char(v_program.start_date, 'YYYY-MM-DD') || ' to '
      || to_char(v_program.end_date, 'YYYY-MM-DD')
      || case when v_where <> '' then ', ' || v_where else '' end
      || E') has been approved.\n\nSee you on the ice!\nCanadian Blind Hockey';
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    new.id, v_to.email, v_lang, 'registration_approved', v_subject, v_body,
    jsonb_build_object(
      'registration_id', new.id, 'program_id', v_program.id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr,
      'person_name', v_person, 'start_date', v_program.start_date, 'end_date', v_program.end_date,
      'location', v_program.location, 'status', new.status)
  );
  return null;
end;
$$;
revoke all on function private.queue_approval_email() from public;

-- Only a change of status to approved queues the e-mail.
create trigger registrations_queue_approval_email
  after update of status on public.registrations
  for each row
  when (new.status = 'approved' and old.status is distinct from 'approved')
  execute function private.queue_approval_email();

create trigger email_outbox_refuse_inactive_account before insert or delete or update on public.email_outbox for each statement execute function private.refuse_inactive_account();

-- The claim's two searches: queued messages by due time, claims by lease end.
create index email_outbox_queued_due_idx on public.email_outbox (next_attempt_at) where status = 'queued';

create index email_outbox_sending_lease_idx on public.email_outbox (lease_expires_at) where status = 'sending';

-- =====================================================================
-- Backoff rule (the TypeScript copy: _shared/domain/email-backoff.ts)
-- =====================================================================

-- The rule's constants, equal to EMAIL_MAX_ATTEMPTS, EMAIL_BASE_DELAY_SECONDS
-- and EMAIL_MAX_DELAY_SECONDS (tests/db/email-delivery.test.ts compares them).
create or replace function private.email_delivery_limits(
  out max_attempts integer,
  out base_delay_seconds integer,
  out max_delay_seconds integer
)
language sql
immutable
set search_path = ''
as $$
  select 8, 60, 3600
$$;
-- The backoff helpers are used inside the definer functions only.
revoke all on function private.email_delivery_limits(OUT max_attempts integer, OUT base_delay_seconds integer, OUT max_delay_seconds integer) from public;
