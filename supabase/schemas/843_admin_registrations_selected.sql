-- supabase/schemas (the current schema; supabase/README.md): admin registrations, Export Selected.

-- =====================================================================
-- admin_registrations_selected: the rows an admin ticked, medical fields included
-- =====================================================================

-- Export Selected (spec 2 section 9; decision 0064): the chosen registrations
-- (1 to 200 ids, the most one page can tick), in the order given, in the
-- export's shape WITH the medical fields, and one 'medical_and_emergency'
-- record naming their people, reason 'admin_registrations_selected', scope
-- {count}. Ids that name no registration are left out. Admins only (42501).
-- Volatile: it writes the log (the app calls it with POST).
create function public.admin_registrations_selected(p_ids uuid[])
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_payload json;
begin
  if not private.is_admin() then
    raise exception 'Only administrators can export registrations' using errcode = '42501', hint = 'admin_only';
  end if;
  if coalesce(cardinality(p_ids), 0) not between 1 and 200 then
    raise exception 'Choose 1 to 200 registrations' using errcode = '22023', hint = 'invalid_selection';
  end if;
  select coalesce(array_agg(u.id order by u.ord), '{}') into v_ids
  from (select distinct on (x.id) x.id, x.ord from unnest(p_ids) with ordinality x(id, ord)
        order by x.id, x.ord) u
  where exists (select 1 from public.registrations r where r.id = u.id);
  v_payload := private.admin_registrations_payload(v_ids, true);
  perform private.log_registrations_read(v_ids, 'medical_and_emergency',
    (select case when count(distinct r.program_id) = 1 then min(r.program_id::text)::uuid end
     from public.registrations r where r.id = any (v_ids)),
    'admin_registrations_selected', jsonb_build_object('count', cardinality(v_ids)));
  return json_build_object('programs', v_payload -> 'programs', 'tiers', v_payload -> 'tiers',
    'rows', v_payload -> 'rows');
end;
$$;
revoke all on function public.admin_registrations_selected(p_ids uuid[]) from public, anon;
