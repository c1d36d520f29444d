-- supabase/schemas (the current schema; supabase/README.md): the organisation's own details, part 2.

-- Administrators only: saves every field of p_settings (keys = column names;
-- a blank or missing optional field is cleared). Trims, upper-cases the
-- province, postal code and charity number and takes the spaces out of the
-- last two. Hints, one per field, the first problem found: admin_only,
-- name_en_required, name_fr_required, name_too_long, address_too_long,
-- province_invalid, postal_code_invalid, contact_email_invalid,
-- accessibility_email_invalid, charity_number_invalid.
-- Returns organisation_details().
create or replace function public.admin_save_organisation_settings(p_settings jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v jsonb := coalesce(p_settings, '{}'::jsonb);
  v_name_en text := nullif(btrim(coalesce(v ->> 'name_en', '')), '');
  v_name_fr text := nullif(btrim(coalesce(v ->> 'name_fr', '')), '');
  v_line1 text := nullif(btrim(coalesce(v ->> 'address_line1', '')), '');
  v_line2 text := nullif(btrim(coalesce(v ->> 'address_line2', '')), '');
  v_city text := nullif(btrim(coalesce(v ->> 'city', '')), '');
  v_province text := nullif(upper(btrim(coalesce(v ->> 'province', ''))), '');
  v_postal text := nullif(upper(regexp_replace(coalesce(v ->> 'postal_code', ''), '\s', '', 'g')), '');
  v_contact text := nullif(btrim(coalesce(v ->> 'contact_email', '')), '');
  v_access text := nullif(btrim(coalesce(v ->> 'accessibility_email', '')), '');
  v_charity text := nullif(upper(regexp_replace(coalesce(v ->> 'charity_number', ''), '[\s-]', '', 'g')), '');
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can change the organisation''s details'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if v_name_en is null then
    raise exception 'Please fill in the English name' using errcode = '23502', hint = 'name_en_required';
  end if;
  if v_name_fr is null then
    raise exception 'Please fill in the French name' using errcode = '23502', hint = 'name_fr_required';
  end if;
  if char_length(v_name_en) > 120 or char_length(v_name_fr) > 120 then
    raise exception 'A name must be 120 characters or fewer' using errcode = '22001', hint = 'name_too_long';
  end if;
  if char_length(v_line1) > 120 or char_length(v_line2) > 120 or char_length(v_city) > 80 then
    raise exception 'An address line must be 120 characters or fewer and the city 80'
      using errcode = '22001', hint = 'address_too_long';
  end if;
  if v_province is not null
     and v_province not in ('AB','BC','MB','NB','NL','NS','NT','NU','ON','PE','QC','SK','YT') then
    raise exception 'Choose a province or territory' using errcode = '22023', hint = 'province_invalid';
  end if;
  if v_postal is not null and v_postal !~ '^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$' then
    raise exception 'Enter a postal code like A1A 1A1' using errcode = '22023', hint = 'postal_code_invalid';
  end if;
  if v_contact is not null and not (private.is_email(v_contact) and char_length(v_contact) <= 254) then
    raise exception 'Enter a valid contact e-mail address' using errcode = '22023', hint = 'contact_email_invalid';
  end if;
  if v_access is not null and not (private.is_email(v_access) and char_length(v_access) <= 254) then
    raise exception 'Enter a valid accessibility e-mail address'
      using errcode = '22023', hint = 'accessibility_email_invalid';
  end if;
  if v_charity is not null and v_charity !~ '^[0-9]{9}RR[0-9]{4}$' then
    raise exception 'Enter a charity number like 123456789 RR 0001'
      using errcode = '22023', hint = 'charity_number_invalid';
  end if;

  update public.organisation_settings s
  set name_en = v_name_en, name_fr = v_name_fr, address_line1 = v_line1, address_line2 = v_line2,
      city = v_city, province = v_province, postal_code = v_postal, contact_email = v_contact,
      accessibility_email = v_access, charity_number = v_charity, updated_at = now(), updated_by = auth.uid()
  where s.id;
  return public.organisation_details();
end;
$$;
revoke all on function public.admin_save_organisation_settings(p_settings jsonb) from public, anon;
grant execute on function public.admin_save_organisation_settings(p_settings jsonb) to authenticated;
