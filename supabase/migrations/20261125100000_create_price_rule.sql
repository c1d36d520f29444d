-- The price rule of one registration line, once in SQL (issue 18 step 3): a
-- volunteer registers free; otherwise an assistance code's price beats the
-- tier's, which beats the program's (spec 2 sections 5 and 9). Its TypeScript
-- twin is supabase/functions/_shared/domain/price-rule.ts; both run the cases
-- of price-rule.cases.json (tests/db/price-rule.test.ts for this one).

-- =====================================================================
-- private.registration_price
-- =====================================================================

-- Price in cents of one registration line; a null tier or code price means
-- no tier or no code applies.
create or replace function private.registration_price(
  p_program_price integer,
  p_tier_price integer,
  p_code_price integer,
  p_is_volunteer boolean default false
)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when coalesce(p_is_volunteer, false) then 0
              else coalesce(p_code_price, p_tier_price, p_program_price) end
$$;

revoke all on function private.registration_price(integer, integer, integer, boolean) from public;
grant execute on function private.registration_price(integer, integer, integer, boolean)
  to authenticated, service_role;
