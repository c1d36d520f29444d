-- supabase/schemas (the current schema; supabase/README.md): financial aid, part 1 of 3.

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
revoke all on function private.assistance_code_open_to(p_code_user uuid, p_user uuid) from public;

-- As 20261128200000: codes open to the caller; the caller's own aid code
-- counts whatever the program's financial assistance, general codes only
-- while it is on.
create or replace function public.program_has_assistance_codes(p_program_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.programs p join public.financial_assistance_codes f on f.program_id = p.id
    where p.id = p_program_id and p.is_active and f.is_active
      and (p.financial_assistance_enabled or f.user_id is not null)
      and private.assistance_code_open_to(f.user_id, auth.uid())
  )
$$;
revoke all on function public.program_has_assistance_codes(p_program_id uuid) from public;

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
    check (status <> 'approved' or approved_price_cents is not null),
  -- Financial-aid requests (issue 25 point 6).
  constraint financial_aid_requests_code_id_fkey foreign key (code_id) references public.financial_assistance_codes(id) on delete set null
);
alter table public.financial_aid_requests enable row level security;
revoke all on table public.financial_aid_requests from anon, authenticated;
grant select on table public.financial_aid_requests to authenticated;

create trigger financial_aid_requests_set_updated_at
  before update on public.financial_aid_requests
  for each row execute function private.set_updated_at();

create trigger financial_aid_requests_refuse_inactive_account
  before insert or update or delete on public.financial_aid_requests
  for each statement execute function private.refuse_inactive_account();

alter table public.financial_assistance_codes add constraint financial_assistance_codes_request_id_fkey foreign key (request_id) references public.financial_aid_requests(id) on delete set null;

create index financial_aid_requests_user_idx on public.financial_aid_requests (user_id, created_at desc);

create index financial_aid_requests_program_idx on public.financial_aid_requests (program_id);

create index financial_aid_requests_decided_by_idx on public.financial_aid_requests (decided_by);

create index financial_aid_requests_code_idx on public.financial_aid_requests (code_id);

-- The admin list's order (admin_financial_aid_page, decision 0064): one status
-- by date either way, and the decided/withdrawn part of 'all', newest first.
create index financial_aid_requests_status_idx on public.financial_aid_requests (status, created_at desc, id desc);

create index financial_aid_requests_not_pending_idx on public.financial_aid_requests (created_at desc, id desc)
  where status <> 'pending';

-- The family reads its own; administrators read all; nobody else (coordinators
-- included) reads anything. No browser writes: the functions below write.
create policy "Financial-aid requests are readable by their family and admins"
  on public.financial_aid_requests for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

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
revoke all on function private.program_full_price(p_program_id uuid) from public;

-- =====================================================================
-- new_financial_aid_code: as 20261128200000_financial_aid_requests.sql,
-- without the unused i (the loop declares its own)
-- =====================================================================
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
revoke all on function private.new_financial_aid_code(p_program_id uuid) from public;

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
revoke all on function private.financial_aid_participants(p_ids uuid[]) from public;

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
revoke all on function private.financial_aid_request_json(p_r public.financial_aid_requests) from public;

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
revoke all on function private.format_cents(p_cents integer, p_lang text) from public;
