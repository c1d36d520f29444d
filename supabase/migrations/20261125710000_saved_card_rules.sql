-- Saved cards on /profile (issue 20 point 5): a family has exactly one
-- default card while it has any, makes another one the default or removes one
-- only through these rules, and never touches another family's cards.
-- Cards are still saved only by the server (save-payment-method).

-- =====================================================================
-- At most one default per family (the database, not the screen)
-- =====================================================================

-- Older rows could have two defaults: keep the newest one.
update public.saved_payment_methods m
set is_default = false
where m.is_default
  and exists (
    select 1 from public.saved_payment_methods o
    where o.user_id = m.user_id and o.is_default and (o.created_at, o.id) > (m.created_at, m.id)
  );

create unique index saved_payment_methods_one_default_idx
  on public.saved_payment_methods (user_id) where is_default;

-- =====================================================================
-- At least one default while the family has a card
-- =====================================================================

-- After a delete (the owner's own delete through the API, remove_payment_method,
-- or an account going away) or an insert that left no default: the newest card
-- left becomes the default.
create or replace function private.keep_one_default_payment_method()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := coalesce(new.user_id, old.user_id);
begin
  if not exists (select 1 from public.saved_payment_methods where user_id = v_user and is_default) then
    update public.saved_payment_methods
    set is_default = true
    where id = (
      select id from public.saved_payment_methods where user_id = v_user order by created_at desc, id desc limit 1
    );
  end if;
  return null;
end;
$$;
revoke all on function private.keep_one_default_payment_method() from public, anon, authenticated;

create trigger saved_payment_methods_keep_one_default
  after insert or delete on public.saved_payment_methods
  for each row execute function private.keep_one_default_payment_method();

-- =====================================================================
-- Make default / remove (the owner only)
-- =====================================================================

-- The caller's card becomes their default (the others lose it) in one
-- statement order the unique index accepts. Another family's card, or an
-- unknown id, is 'payment_method_not_found' (P0002): nothing tells them apart.
create or replace function public.set_default_payment_method(p_method_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  perform 1 from public.saved_payment_methods where id = p_method_id and user_id = v_uid for update;
  if not found then
    raise exception 'Payment method not found' using errcode = 'P0002', hint = 'payment_method_not_found';
  end if;
  update public.saved_payment_methods set is_default = false where user_id = v_uid and is_default and id <> p_method_id;
  update public.saved_payment_methods set is_default = true where id = p_method_id;
end;
$$;

-- Removes the caller's card; the newest card left becomes the default when
-- the removed one was (trigger above). Answers the provider's id, so the
-- server can detach the card from the family's Stripe customer.
create or replace function public.remove_payment_method(p_method_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_provider_id text;
begin
  if v_uid is null then
    raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
  end if;
  delete from public.saved_payment_methods
  where id = p_method_id and user_id = v_uid
  returning provider_payment_method_id into v_provider_id;
  if v_provider_id is null then
    raise exception 'Payment method not found' using errcode = 'P0002', hint = 'payment_method_not_found';
  end if;
  return v_provider_id;
end;
$$;

revoke all on function public.set_default_payment_method(uuid), public.remove_payment_method(uuid) from public, anon;
grant execute on function public.set_default_payment_method(uuid), public.remove_payment_method(uuid)
  to authenticated;
