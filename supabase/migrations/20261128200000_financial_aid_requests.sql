-- Financial-aid requests (issue 25 point 6). A family asks, confidentially,
-- for help with a program's price: which of its participants, what it can
-- pay, an optional note; no documents. Only administrators read requests
-- (coordinators nothing). An approval creates exactly one assistance code
-- bound to the family's account (financial_assistance_codes.user_id), priced
-- at what the family will pay, usable once per participant of the request;
-- the family is e-mailed the code in its language.
--
-- A code bound to an account works only for that account, everywhere a code
-- is looked up: check_assistance_code (the registration screen's Apply and the
-- checkout's order builder, which passes the paying family's id),
-- create_registrations (the free path and the checkout's fulfilment) and, as a
-- backstop for any other insert, a before-insert trigger on registrations.
-- For another account it is exactly an unknown code: 'invalid', counted as a
-- wrong attempt, never revealed.
--
-- "The program's price" here is what a registration costs without a code: the
-- dearest price option when the program has options (one is then required),
-- else programs.price. Requests need it > 0; an approved price is 0..it.
--
-- Approval also turns on programs.financial_assistance_enabled (codes are
-- refused by the gate while it is off); program_has_assistance_codes now
-- counts only codes open to everyone or bound to the caller, so the code field
-- appears for the family that holds one and nobody else notices.

-- =====================================================================
-- financial_aid_requests
-- =====================================================================

create table public.financial_aid_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.user_profiles (id) on delete cascade,
  program_id uuid not null references public.programs (id) on delete cascade,
  participant_ids uuid[] not null check (cardinality(participant_ids) between 1 and 10),
  can_pay_cents integer not null check (can_pay_cents >= 0),
  note text check (char_length(note) <= 1000),
  language text not null default 'en' check (language in ('en', 'fr')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references public.user_profiles (id) on delete set null,
  decision_note text check (char_length(decision_note) <= 1000),
  approved_price_cents integer check (approved_price_cents >= 0),
  code_id uuid,
  updated_at timestamptz not null default now(),
  constraint financial_aid_requests_approved_has_price
    check (status <> 'approved' or approved_price_cents is not null)
);
alter table public.financial_aid_requests enable row level security;
revoke all on public.financial_aid_requests from anon, authenticated;
grant select on public.financial_aid_requests to authenticated;
grant select, insert, update, delete on public.financial_aid_requests to service_role;

create index financial_aid_requests_user_idx on public.financial_aid_requests (user_id, created_at desc);
create index financial_aid_requests_program_idx on public.financial_aid_requests (program_id);
create index financial_aid_requests_decided_by_idx on public.financial_aid_requests (decided_by);
create index financial_aid_requests_code_idx on public.financial_aid_requests (code_id);
create index financial_aid_requests_status_idx on public.financial_aid_requests (status, created_at desc);

create trigger financial_aid_requests_set_updated_at
  before update on public.financial_aid_requests
  for each row execute function private.set_updated_at();
create trigger financial_aid_requests_refuse_inactive_account
  before insert or update or delete on public.financial_aid_requests
  for each statement execute function private.refuse_inactive_account();

-- The family reads its own; administrators read all; nobody else (coordinators
-- included) reads anything. No browser writes: the functions below write.
create policy "Financial-aid requests are readable by their family and admins"
  on public.financial_aid_requests for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- =====================================================================
-- financial_assistance_codes: bound to an account, linked to its request
-- =====================================================================

alter table public.financial_assistance_codes
  add column user_id uuid references public.user_profiles (id) on delete cascade,
  add column request_id uuid references public.financial_aid_requests (id) on delete set null;
create index financial_assistance_codes_user_idx on public.financial_assistance_codes (user_id);
-- Exactly one code per request.
create unique index financial_assistance_codes_request_key
  on public.financial_assistance_codes (request_id) where request_id is not null;

alter table public.financial_aid_requests
  add constraint financial_aid_requests_code_id_fkey
  foreign key (code_id) references public.financial_assistance_codes (id) on delete set null;

-- =====================================================================
-- Helpers
-- =====================================================================

-- What a registration in the program costs without a code (cents).
create or replace function private.program_full_price(p_program_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select max(t.price) from public.program_price_tiers t where t.program_id = p_program_id),
    (select p.price from public.programs p where p.id = p_program_id))
$$;

-- Whether a code (its user_id) may be used by an account: codes without an
-- account are everyone's.
create or replace function private.assistance_code_open_to(p_code_user uuid, p_user uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_code_user is null or p_code_user = p_user
$$;

-- A random code text 'FA-XXXXXX' (32 unambiguous characters, from a v4 uuid's
-- random bytes), new for the program.
create or replace function private.new_financial_aid_code(p_program_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  v_bytes bytea;
  v_code text;
  i integer;
begin
  loop
    v_bytes := uuid_send(gen_random_uuid());
    v_code := 'FA-';
    -- Bytes 0-5 are fully random (6 and 8 carry the version and variant).
    for i in 0..5 loop
      v_code := v_code || substr(v_alphabet, (get_byte(v_bytes, i) % 32) + 1, 1);
    end loop;
    exit when not exists (select 1 from public.financial_assistance_codes f
                          where f.program_id = p_program_id and f.code = v_code);
  end loop;
  return v_code;
end;
$$;

-- The participants of a request as [{id, name}] in the request's order.
create or replace function private.financial_aid_participants(p_ids uuid[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', i.id,
           'name', nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''))
           order by i.n), '[]'::jsonb)
  from unnest(p_ids) with ordinality as i(id, n)
  left join public.participants p on p.id = i.id
$$;

-- One request as JSON (the family's view; the admin view adds to it).
create or replace function private.financial_aid_request_json(p_r public.financial_aid_requests)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_r.id,
    'program_id', p_r.program_id,
    'program_name', pr.name,
    'program_name_fr', pr.name_fr,
    'program_price_cents', private.program_full_price(p_r.program_id),
    'participants', private.financial_aid_participants(p_r.participant_ids),
    'can_pay_cents', p_r.can_pay_cents,
    'note', p_r.note,
    'language', p_r.language,
    'status', p_r.status,
    'created_at', p_r.created_at,
    'decided_at', p_r.decided_at,
    'decision_note', p_r.decision_note,
    'approved_price_cents', p_r.approved_price_cents,
    'code', case when p_r.status = 'approved' then f.code end,
    'code_uses_left', case when p_r.status = 'approved' and f.id is not null then
      case when f.max_uses is null then null else greatest(f.max_uses - f.current_uses, 0) end end)
  from (select 1) x
  left join public.programs pr on pr.id = p_r.program_id
  left join public.financial_assistance_codes f on f.id = p_r.code_id
$$;

-- Money as the e-mails write it: $12.50 / 12,50 $.
create or replace function private.format_cents(p_cents integer, p_lang text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_lang = 'fr'
              then replace(to_char(p_cents / 100.0, 'FM999999990.00'), '.', ',') || ' $'
              else '$' || to_char(p_cents / 100.0, 'FM999999990.00') end
$$;

-- The decision e-mail, plain text in the family's preferred language:
-- 'financial_aid_approved' (code, price, program, registration path) or
-- 'financial_aid_rejected' (the note).
create or replace function private.queue_financial_aid_email(p_request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
  v_program public.programs;
  v_code public.financial_assistance_codes;
  v_to public.user_profiles;
  v_lang text;
  v_name text;
  v_people text;
  v_price text;
  v_path text;
  v_subject text;
  v_body text;
begin
  select * into v_r from public.financial_aid_requests where id = p_request_id;
  if not found or v_r.status not in ('approved', 'rejected') then
    return;
  end if;
  select * into v_program from public.programs where id = v_r.program_id;
  select * into v_code from public.financial_assistance_codes where id = v_r.code_id;
  select * into v_to from public.user_profiles where id = v_r.user_id;
  if v_to.id is null or coalesce(v_to.email, '') = '' then
    return;
  end if;
  v_lang := case when v_to.preferred_language = 'fr' then 'fr' else 'en' end;
  v_name := case when v_lang = 'fr' then coalesce(v_program.name_fr, v_program.name) else v_program.name end;
  select string_agg(e ->> 'name', ', ') into v_people
  from jsonb_array_elements(private.financial_aid_participants(v_r.participant_ids)) e
  where e ->> 'name' is not null;
  v_path := '/programs/' || v_r.program_id::text || '/register';

  if v_r.status = 'approved' then
    v_price := private.format_cents(v_r.approved_price_cents, v_lang);
    if v_lang = 'fr' then
      v_subject := 'Aide financière accordée : ' || v_name;
      v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Votre demande d’aide financière pour le programme ' || v_name || E' a été acceptée.\n'
        || case when v_people is not null then 'Participants : ' || v_people || E'\n' else '' end
        || 'Prix à payer : ' || v_price || E' par participant.\n'
        || 'Votre code : ' || v_code.code
        || ' (valable pour ' || coalesce(v_code.max_uses, 1)
        || case when coalesce(v_code.max_uses, 1) > 1 then ' inscriptions' else ' inscription' end
        || E', uniquement à partir de votre compte).\n\n'
        || 'Pour inscrire, ouvrez ' || v_path
        || ', entrez ce code dans le champ du code d’aide financière et terminez l’inscription.'
        || case when v_r.decision_note is not null then E'\n\nNote : ' || v_r.decision_note else '' end
        || E'\n\nHockey canadien pour aveugles';
    else
      v_subject := 'Financial assistance approved: ' || v_name;
      v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Your request for financial assistance for ' || v_name || E' has been approved.\n'
        || case when v_people is not null then 'Participants: ' || v_people || E'\n' else '' end
        || 'Price you will pay: ' || v_price || E' per participant.\n'
        || 'Your code: ' || v_code.code
        || ' (valid for ' || coalesce(v_code.max_uses, 1)
        || case when coalesce(v_code.max_uses, 1) > 1 then ' registrations' else ' registration' end
        || E', only from your account).\n\n'
        || 'To register, open ' || v_path
        || ', enter this code in the assistance code field and complete the registration.'
        || case when v_r.decision_note is not null then E'\n\nNote: ' || v_r.decision_note else '' end
        || E'\n\nCanadian Blind Hockey';
    end if;
  else
    if v_lang = 'fr' then
      v_subject := 'Demande d’aide financière : ' || v_name;
      v_body := 'Bonjour ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'Nous sommes désolés : votre demande d’aide financière pour le programme ' || v_name
        || ' n’a pas été acceptée.'
        || case when v_r.decision_note is not null then E'\n\nNote : ' || v_r.decision_note else '' end
        || E'\n\nVous pouvez tout de même vous inscrire au prix régulier : ' || v_path
        || E'\n\nHockey canadien pour aveugles';
    else
      v_subject := 'Financial assistance request: ' || v_name;
      v_body := 'Hello ' || coalesce(v_to.first_name, '') || E',\n\n'
        || 'We are sorry: your request for financial assistance for ' || v_name || ' was not approved.'
        || case when v_r.decision_note is not null then E'\n\nNote: ' || v_r.decision_note else '' end
        || E'\n\nYou can still register at the regular price: ' || v_path
        || E'\n\nCanadian Blind Hockey';
    end if;
  end if;

  insert into public.email_outbox (registration_id, to_email, language, template, subject, body, payload)
  values (
    null, v_to.email, v_lang,
    case when v_r.status = 'approved' then 'financial_aid_approved' else 'financial_aid_rejected' end,
    v_subject, v_body,
    jsonb_build_object(
      'request_id', v_r.id, 'program_id', v_r.program_id, 'program_name', v_program.name,
      'program_name_fr', v_program.name_fr, 'code', v_code.code, 'price_cents', v_r.approved_price_cents,
      'max_uses', v_code.max_uses, 'register_path', v_path, 'decision_note', v_r.decision_note));
end;
$$;

-- =====================================================================
-- Family RPCs
-- =====================================================================

-- Asks for financial assistance for some of the caller's participants in an
-- active program with a price. Returns the request id.
create or replace function public.request_financial_aid(
  p_program_id uuid,
  p_participant_ids uuid[],
  p_can_pay_cents integer,
  p_note text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_ids uuid[];
  v_note text := nullif(trim(coalesce(p_note, '')), '');
  v_lang text;
  v_id uuid;
begin
  if v_user is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  -- Each participant once, in the order given.
  v_ids := array(select u.i from unnest(coalesce(p_participant_ids, '{}'::uuid[])) with ordinality as u(i, n)
                 where u.i is not null group by u.i order by min(u.n));
  if cardinality(v_ids) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if cardinality(v_ids) > 10 then
    raise exception 'At most 10 participants per request' using errcode = '22023', hint = 'too_many_participants';
  end if;
  if p_can_pay_cents is null or p_can_pay_cents < 0 then
    raise exception 'Please say what you can pay (0 or more)' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (1000 characters at most)' using errcode = '22023', hint = 'note_too_long';
  end if;
  if exists (select 1 from unnest(v_ids) i
             where not exists (select 1 from public.participants p
                               where p.id = i and (p.user_id = v_user or p.parent_guardian_id = v_user))) then
    raise exception 'You do not have permission to ask for this participant'
      using errcode = '42501', hint = 'not_owner';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using errcode = 'P0001', hint = 'program_closed';
  end if;
  if coalesce(private.program_full_price(p_program_id), 0) <= 0 then
    raise exception 'This program is free' using errcode = '22023', hint = 'program_free';
  end if;

  -- One request at a time per program, so two parallel requests cannot both pass the check below.
  perform pg_advisory_xact_lock(hashtextextended('financial-aid:' || p_program_id::text, 0));
  if exists (select 1 from public.financial_aid_requests r
             where r.program_id = p_program_id and r.status in ('pending', 'approved')
               and r.participant_ids && v_ids) then
    raise exception 'A request for this participant and program is already open'
      using errcode = 'P0001', hint = 'already_requested';
  end if;
  if exists (select 1 from public.registrations r
             where r.program_id = p_program_id and r.participant_id = any (v_ids)
               and r.status in ('pending', 'approved')) then
    raise exception 'This participant is already registered in this program'
      using errcode = 'P0001', hint = 'already_registered';
  end if;

  select case when u.preferred_language = 'fr' then 'fr' else 'en' end into v_lang
  from public.user_profiles u where u.id = v_user;
  insert into public.financial_aid_requests (user_id, program_id, participant_ids, can_pay_cents, note, language)
  values (v_user, p_program_id, v_ids, p_can_pay_cents, v_note, coalesce(v_lang, 'en'))
  returning id into v_id;
  return v_id;
end;
$$;

-- The family withdraws one of its pending requests.
create or replace function public.withdraw_financial_aid_request(p_request_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
begin
  if auth.uid() is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  select * into v_r from public.financial_aid_requests
  where id = p_request_id and user_id = auth.uid() for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_r.status <> 'pending' then
    raise exception 'Only a pending request can be withdrawn' using errcode = 'P0001', hint = 'not_pending';
  end if;
  update public.financial_aid_requests set status = 'withdrawn' where id = v_r.id;
end;
$$;

-- The caller's requests, newest first (optionally of one program).
create or replace function public.my_financial_aid_requests(p_program_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.financial_aid_request_json(r) order by r.created_at desc, r.id), '[]'::jsonb)
  from public.financial_aid_requests r
  where r.user_id = auth.uid() and (p_program_id is null or r.program_id = p_program_id)
$$;

-- =====================================================================
-- Admin RPCs
-- =====================================================================

-- One request as an administrator sees it: the family's view plus the family's
-- name, e-mail and language and who decided.
create or replace function private.admin_financial_aid_request_json(p_r public.financial_aid_requests)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.financial_aid_request_json(p_r) || jsonb_build_object(
    'user_id', p_r.user_id,
    'family_name', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
    'family_email', u.email,
    'family_language', u.preferred_language,
    'decided_by', p_r.decided_by,
    'decided_by_name', nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''),
    'code_id', p_r.code_id)
  from (select 1) x
  left join public.user_profiles u on u.id = p_r.user_id
  left join public.user_profiles d on d.id = p_r.decided_by
$$;

-- Every request (or those of one status), pending first then newest.
create or replace function public.admin_financial_aid_requests(p_status text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can read financial-aid requests'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if p_status is not null and p_status not in ('pending', 'approved', 'rejected', 'withdrawn') then
    raise exception 'Unknown status' using errcode = '22023', hint = 'invalid_status';
  end if;
  return (
    select coalesce(jsonb_agg(private.admin_financial_aid_request_json(r)
                              order by (r.status = 'pending') desc, r.created_at desc, r.id), '[]'::jsonb)
    from public.financial_aid_requests r
    where p_status is null or r.status = p_status);
end;
$$;

-- Approves (price the family pays, 0..the program's price: creates the
-- family's code) or rejects (optional note) a pending request; e-mails the
-- family. Returns the request as admin_financial_aid_requests shows it.
create or replace function public.admin_decide_financial_aid(
  p_request_id uuid,
  p_approve boolean,
  p_price_cents integer default null,
  p_note text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_r public.financial_aid_requests;
  v_note text := nullif(trim(coalesce(p_note, '')), '');
  v_full integer;
  v_code_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can decide financial-aid requests'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if p_approve is null then
    raise exception 'Approve or reject' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'The note is too long (1000 characters at most)' using errcode = '22023', hint = 'note_too_long';
  end if;
  select * into v_r from public.financial_aid_requests where id = p_request_id for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_r.status <> 'pending' then
    raise exception 'This request has already been decided or withdrawn' using errcode = 'P0001', hint = 'not_pending';
  end if;

  if p_approve then
    if p_price_cents is null then
      raise exception 'Please give the price the family will pay' using errcode = '22023', hint = 'price_required';
    end if;
    v_full := coalesce(private.program_full_price(v_r.program_id), 0);
    if p_price_cents < 0 or p_price_cents > v_full then
      raise exception 'The price must be between 0 and the program''s price'
        using errcode = '22023', hint = 'price_out_of_range', detail = v_full::text;
    end if;
    insert into public.financial_assistance_codes (program_id, code, description, price, max_uses, current_uses,
      is_active, user_id, request_id)
    values (v_r.program_id, private.new_financial_aid_code(v_r.program_id), 'Financial-aid request',
      p_price_cents, cardinality(v_r.participant_ids), 0, true, v_r.user_id, v_r.id)
    returning id into v_code_id;
    -- The gate refuses codes while the program's financial assistance is off.
    update public.programs set financial_assistance_enabled = true
    where id = v_r.program_id and not financial_assistance_enabled;
    update public.financial_aid_requests set
      status = 'approved', approved_price_cents = p_price_cents, code_id = v_code_id,
      decided_at = now(), decided_by = auth.uid(), decision_note = v_note
    where id = v_r.id;
  else
    update public.financial_aid_requests set
      status = 'rejected', decided_at = now(), decided_by = auth.uid(), decision_note = v_note
    where id = v_r.id;
  end if;
  perform private.queue_financial_aid_email(v_r.id);
  return (select private.admin_financial_aid_request_json(r)
          from public.financial_aid_requests r where r.id = v_r.id);
end;
$$;

-- =====================================================================
-- Codes bound to an account: every lookup
-- =====================================================================

-- As 20261125000100, but a code bound to another account (or, for the server
-- without p_user_id, to any account) is 'invalid' and counts as a wrong code.
create or replace function public.check_assistance_code(p_program_id uuid, p_code text, p_user_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid := case when v_server then p_user_id else auth.uid() end;
  v_code public.financial_assistance_codes;
begin
  if v_user is null and not v_server then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform private.assert_active_account();
  perform private.assert_code_attempts_left(v_user);
  select f.* into v_code
  from public.financial_assistance_codes f join public.programs p on p.id = f.program_id
  where f.program_id = p_program_id and f.code = upper(trim(coalesce(p_code, '')))
    and f.is_active and p.financial_assistance_enabled
    and private.assistance_code_open_to(f.user_id, v_user);
  if not found then
    perform private.record_code_failure(v_user, (select p.id from public.programs p where p.id = p_program_id));
    return jsonb_build_object('valid', false, 'error', 'invalid');
  end if;
  return jsonb_build_object(
    'valid', v_code.max_uses is null or v_code.current_uses < v_code.max_uses,
    'error', case when v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses
                  then 'exhausted' end,
    'code_id', v_code.id, 'code', v_code.code, 'price', v_code.price,
    'max_uses', v_code.max_uses, 'current_uses', v_code.current_uses,
    'remaining_uses', case when v_code.max_uses is null then null
                           else greatest(v_code.max_uses - v_code.current_uses, 0) end);
end;
$$;

-- As 20261122031400, counting only codes open to the caller (anonymous
-- callers: codes open to everyone).
create or replace function public.program_has_assistance_codes(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.programs p join public.financial_assistance_codes f on f.program_id = p.id
    where p.id = p_program_id and p.is_active and p.financial_assistance_enabled and f.is_active
      and private.assistance_code_open_to(f.user_id, auth.uid())
  )
$$;

-- As 20261125840000 (same arguments and result), with the one change that a
-- code bound to another account than the registering one is looked up as
-- unknown: the browser gets the same 'invalid_assistance_code' answer (and a
-- counted attempt) as for a code that does not exist; the server an error.
create or replace function public.create_registrations(
  p_program_id uuid,
  p_items jsonb,
  p_answers jsonb default '{}'::jsonb,
  p_consents jsonb default '{}'::jsonb,
  p_payment jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid;
  v_status text := 'pending';
  v_item jsonb;
  v_participant uuid;
  v_volunteer uuid;
  v_code_text text;
  v_code_id uuid;
  v_codes jsonb := '{}'::jsonb;
  v_reg public.registrations;
  v_question record;
  v_answer record;
  v_value text;
  v_out jsonb := '[]'::jsonb;
  c jsonb := coalesce(p_consents, '{}'::jsonb);
begin
  if v_server then
    v_user := nullif(p_payment ->> 'user_id', '')::uuid;
    v_status := coalesce(p_payment ->> 'status', 'approved');
    if v_user is null or v_status not in ('pending', 'approved') then
      raise exception 'p_payment.user_id and a pending/approved status are required' using errcode = '22023';
    end if;
  else
    v_user := auth.uid();
    if v_user is null then
      raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
    end if;
    if p_payment is not null then
      raise exception 'Only the server records payments' using errcode = '42501', hint = 'server_only';
    end if;
    perform private.assert_active_account();
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if jsonb_typeof(coalesce(p_answers, '{}'::jsonb)) <> 'object' or jsonb_typeof(c) <> 'object' then
    raise exception 'Invalid registration data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  -- Codes by their text, all of them before any write (point 3).
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_code_text := upper(trim(coalesce(v_item ->> 'assistance_code', '')));
    if v_code_text <> '' and nullif(v_item ->> 'participant_id', '') is not null and not (v_codes ? v_code_text) then
      if not v_server then
        perform private.assert_code_attempts_left(v_user);
      end if;
      select f.id into v_code_id from public.financial_assistance_codes f
      join public.programs p on p.id = f.program_id
      where f.program_id = p_program_id and f.code = v_code_text
        and (v_server or (f.is_active and p.financial_assistance_enabled))
        and private.assistance_code_open_to(f.user_id, v_user);
      if v_code_id is null then
        if v_server then
          raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
        end if;
        perform private.record_code_failure(v_user, p_program_id);
        return jsonb_build_object('error', jsonb_build_object(
          'hint', 'invalid_assistance_code', 'message', 'Invalid assistance code'));
      end if;
      v_codes := v_codes || jsonb_build_object(v_code_text, v_code_id);
    end if;
  end loop;

  for v_question in
    select q.id, q.question_text from public.registration_questions q
    where q.program_id = p_program_id and q.is_active and q.required order by q.display_order
  loop
    if private.answer_text(coalesce(p_answers, '{}'::jsonb) -> v_question.id::text) is null then
      raise exception 'Please answer: %', v_question.question_text using errcode = '22023', hint = 'question_required';
    end if;
  end loop;

  for v_item in select value from jsonb_array_elements(p_items) loop
    v_participant := nullif(v_item ->> 'participant_id', '')::uuid;
    v_volunteer := null;
    if v_participant is not null then
      if not exists (select 1 from public.participants p where p.id = v_participant
                     and (p.user_id = v_user or p.parent_guardian_id = v_user)) then
        raise exception 'You do not have permission to register this participant'
          using errcode = '42501', hint = 'not_owner';
      end if;
    elsif coalesce((v_item ->> 'volunteer')::boolean, false) or v_item ? 'volunteer_id' then
      select v.id into v_volunteer from public.volunteer_profiles v where v.user_id = v_user;
      if v_volunteer is null then
        raise exception 'Please complete your volunteer profile first' using hint = 'volunteer_profile_missing';
      end if;
    else
      raise exception 'Each item needs a participant_id or volunteer: true' using errcode = '22023';
    end if;

    v_code_id := case when v_volunteer is null
      then (v_codes ->> upper(trim(coalesce(v_item ->> 'assistance_code', ''))))::uuid end;

    insert into public.registrations (
      participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
      financial_assistance_code_id, amount_paid, checkout_session_id, stripe_session_id, payment_intent_id,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at,
      waiver_document_id, media_consent_document_id, concussion_document_id, language, notes)
    values (
      v_participant, v_volunteer, p_program_id, nullif(v_item ->> 'price_tier_id', '')::uuid, v_user, v_status,
      v_code_id,
      coalesce((p_payment -> 'amounts' ->> v_participant::text)::integer, 0),
      nullif(p_payment ->> 'checkout_session_id', '')::uuid,
      p_payment ->> 'stripe_session_id', p_payment ->> 'payment_intent_id',
      coalesce((c ->> 'waiver_agreed')::boolean, false),
      case when v_server then (c ->> 'waiver_agreed_at')::timestamptz end,
      coalesce((c ->> 'media_consent_agreed')::boolean, false),
      case when v_server then (c ->> 'media_consent_agreed_at')::timestamptz end,
      coalesce((c ->> 'concussion_awareness_agreed')::boolean, false),
      case when v_server then (c ->> 'concussion_awareness_agreed_at')::timestamptz end,
      private.consent_document_arg(c -> 'waiver_document_id'), private.consent_document_arg(c -> 'media_consent_document_id'),
      private.consent_document_arg(c -> 'concussion_document_id'),
      case when c ->> 'language' in ('en', 'fr') then c ->> 'language' else 'en' end,
      c -> 'notes')
    returning * into v_reg;

    for v_answer in select key, value from jsonb_each(coalesce(p_answers, '{}'::jsonb)) loop
      v_value := private.answer_text(v_answer.value);
      if v_value is not null and exists (
        select 1 from public.registration_questions q
        where q.id::text = v_answer.key and q.program_id = p_program_id
      ) then
        insert into public.registration_responses (registration_id, question_id, response_value)
        values (v_reg.id, v_answer.key::uuid, v_value)
        on conflict (registration_id, question_id) do update set response_value = excluded.response_value;
      end if;
    end loop;

    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'id', v_reg.id, 'participant_id', v_reg.participant_id, 'volunteer_id', v_reg.volunteer_id,
      'status', v_reg.status, 'amount_paid', v_reg.amount_paid));
  end loop;
  return v_out;
end;
$$;

-- The backstop for any insert, whoever makes it: a registration's code must be
-- open to the registration's account (the browser's own id, the server's
-- named family). Fires after registrations_before_insert (triggers fire by
-- name), which has already forced user_id for a browser caller.
create or replace function private.registration_code_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when private.is_server_caller() then new.user_id else auth.uid() end;
  v_code_user uuid;
begin
  if new.financial_assistance_code_id is not null then
    select f.user_id into v_code_user from public.financial_assistance_codes f
    where f.id = new.financial_assistance_code_id;
    if not private.assistance_code_open_to(v_code_user, v_user) then
      raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
    end if;
  end if;
  return new;
end;
$$;

create trigger registrations_before_insert_code_owner
  before insert on public.registrations
  for each row execute function private.registration_code_owner();

-- =====================================================================
-- Execute rights
-- =====================================================================

revoke all on function
  private.program_full_price(uuid),
  private.assistance_code_open_to(uuid, uuid),
  private.new_financial_aid_code(uuid),
  private.financial_aid_participants(uuid[]),
  private.financial_aid_request_json(public.financial_aid_requests),
  private.admin_financial_aid_request_json(public.financial_aid_requests),
  private.format_cents(integer, text),
  private.queue_financial_aid_email(uuid),
  private.registration_code_owner()
  from public, anon, authenticated;

revoke all on function
  public.request_financial_aid(uuid, uuid[], integer, text),
  public.withdraw_financial_aid_request(uuid),
  public.my_financial_aid_requests(uuid),
  public.admin_financial_aid_requests(text),
  public.admin_decide_financial_aid(uuid, boolean, integer, text)
  from public, anon;
grant execute on function
  public.request_financial_aid(uuid, uuid[], integer, text),
  public.withdraw_financial_aid_request(uuid),
  public.my_financial_aid_requests(uuid),
  public.admin_financial_aid_requests(text),
  public.admin_decide_financial_aid(uuid, boolean, integer, text)
  to authenticated, service_role;

-- Redefined above: the rights they had.
revoke all on function public.check_assistance_code(uuid, text, uuid) from public, anon;
grant execute on function public.check_assistance_code(uuid, text, uuid) to authenticated, service_role;
revoke all on function public.program_has_assistance_codes(uuid) from public;
grant execute on function public.program_has_assistance_codes(uuid) to anon, authenticated, service_role;
revoke all on function public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.create_registrations(uuid, jsonb, jsonb, jsonb, jsonb) to authenticated, service_role;
