-- supabase/schemas (the current schema; supabase/README.md): payments and refunds, part 6 of 8.

-- Administrators only. Records p_amount cents (at most what is left: paid
-- minus every pending or succeeded refund) given back outside the site, with
-- p_note (required: how and when). A succeeded refund at once: the
-- registration's amount_refunded, a refund_logs line with the note and the
-- administrator, the family's e-mail. Hints: admin_only, invalid_amount,
-- note_required, note_too_long, not_found, no_payment, nothing_left,
-- exceeds_remaining. Returns { refund_id, amount, left }.
create or replace function public.admin_record_outside_refund(
  p_registration_id uuid,
  p_amount integer,
  p_note text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_left integer;
  v_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can record a refund' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'The amount must be more than 0' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if v_note is null then
    raise exception 'Say how and when the money was given back' using errcode = '22023', hint = 'note_required';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'The note must be 500 characters or fewer' using errcode = '22001', hint = 'note_too_long';
  end if;
  select * into v_reg from public.registrations where id = p_registration_id for update;
  if not found then
    raise exception 'Registration not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if v_reg.amount_paid <= 0 then
    raise exception 'Nothing was paid for this registration' using errcode = '22023', hint = 'no_payment';
  end if;
  v_left := v_reg.amount_paid - private.refund_reserved(v_reg.id, null);
  if v_left <= 0 then
    raise exception 'Everything paid has already been refunded' using errcode = '22023', hint = 'nothing_left';
  end if;
  if p_amount > v_left then
    raise exception 'At most % cents can be refunded', v_left
      using errcode = '22023', hint = 'exceeds_remaining', detail = json_build_object('left', v_left)::text;
  end if;
  insert into public.refunds (registration_id, payment_intent_id, amount, status, provider, source, note,
                              created_by, completed_at)
  values (v_reg.id, v_reg.payment_intent_id, p_amount, 'succeeded', 'outside', 'admin', v_note, auth.uid(), now())
  returning id into v_id;
  perform private.apply_refund(v_id);
  return jsonb_build_object('refund_id', v_id, 'amount', p_amount, 'left', v_left - p_amount);
end;
$$;
revoke all on function public.admin_record_outside_refund(p_registration_id uuid, p_amount integer, p_note text) from public, anon;

-- =====================================================================
-- money_corrections
-- =====================================================================

-- One correction of a mistaken amount: the old and new value, why, who, when.
-- Written only by admin_correct_amount_paid; administrators read them.
create table public.money_corrections (
  id uuid primary key default gen_random_uuid(),
  -- Never cascaded away: the retention purge (purge_expired_records) deletes a
  -- registration's corrections itself; registrations_keep_corrected below refuses
  -- every other delete of a corrected registration with its own hint.
  registration_id uuid not null references public.registrations (id) on delete restrict,
  field text not null default 'amount_paid' check (field = any (array['amount_paid'])),
  old_value integer not null,
  new_value integer not null,
  reason text not null constraint money_corrections_reason_length check (char_length(reason) between 1 and 500),
  corrected_by uuid references public.user_profiles (id) on delete set null,
  corrected_at timestamptz not null default now()
);
alter table public.money_corrections enable row level security;
revoke all on table public.money_corrections from anon, authenticated;
grant select on table public.money_corrections to authenticated;

create index money_corrections_registration_id_idx on public.money_corrections (registration_id, corrected_at);

create index money_corrections_corrected_by_idx on public.money_corrections (corrected_by);

create policy "Money corrections are viewable by admins"
  on public.money_corrections for select to authenticated
  using ((select private.is_admin()));

-- A corrected registration is money history: kept as keep_paid_registration
-- keeps paid ones (20261128400000), the retention purge excepted.
create or replace function private.keep_corrected_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('app.purging_expired_records', true) = 'on' and private.is_server_caller() then
    return old;
  end if;
  if old.amount_refunded > 0 or old.stripe_session_id is not null
     or exists (select 1 from public.money_corrections c where c.registration_id = old.id) then
    raise exception 'This registration has payment history and cannot be deleted'
      using errcode = '23503', hint = 'registration_has_payment_history';
  end if;
  return old;
end;
$$;
revoke all on function private.keep_corrected_registration() from public;

create trigger registrations_keep_corrected
  before delete on public.registrations
  for each row execute function private.keep_corrected_registration();

-- Administrators only. Sets a registration's amount_paid to p_amount cents
-- (never below what is refunded or reserved for refunds) and records the
-- correction with p_reason (required). Same amount: nothing changes.
-- Hints: admin_only, invalid_amount, reason_required, reason_too_long,
-- not_found, below_refunded. Returns { correction_id, old_amount, new_amount }.
create or replace function public.admin_correct_amount_paid(
  p_registration_id uuid,
  p_amount integer,
  p_reason text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reg public.registrations;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_reserved integer;
  v_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can correct an amount' using errcode = '42501', hint = 'admin_only';
  end if;
  if p_amount is null or p_amount < 0 or p_amount > 10000000 then
    raise exception 'The amount must be between 0 and 100000.00' using errcode = '22023', hint = 'invalid_amount';
  end if;
  if v_reason is null then
    raise exception 'Say why the amount is corrected' using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason must be 500 characters or fewer' using errcode = '22001', hint = 'reason_too_long';
  end if;
  select * into v_reg from public.registrations where id = p_registration_id for update;
  if not found then
    raise exception 'Registration not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  if p_amount = v_reg.amount_paid then
    return jsonb_build_object('correction_id', null, 'old_amount', v_reg.amount_paid, 'new_amount', p_amount);
  end if;
  v_reserved := greatest(private.refund_reserved(v_reg.id, null), v_reg.amount_refunded);
  if p_amount < v_reserved then
    raise exception 'The amount cannot be less than the % cents refunded or being refunded', v_reserved
      using errcode = '22023', hint = 'below_refunded', detail = json_build_object('refunded', v_reserved)::text;
  end if;
  insert into public.money_corrections (registration_id, field, old_value, new_value, reason, corrected_by)
  values (v_reg.id, 'amount_paid', v_reg.amount_paid, p_amount, v_reason, auth.uid())
  returning id into v_id;
  update public.registrations set amount_paid = p_amount where id = v_reg.id;
  return jsonb_build_object('correction_id', v_id, 'old_amount', v_reg.amount_paid, 'new_amount', p_amount);
end;
$$;
revoke all on function public.admin_correct_amount_paid(p_registration_id uuid, p_amount integer, p_reason text) from public, anon;
