-- supabase/schemas (the current schema; supabase/README.md): accessibility feedback, part 3 of 3.

-- The caller's IP address as forwarded by the trusted proxy (see the
-- settings), or null outside an API request (SQL editor, tests' SQL).
create or replace function private.request_client_ip()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(left(lower(btrim(
           h.parts[greatest(coalesce(array_length(h.parts, 1), 0) - s.forwarded_for_position + 1, 1)])), 64), '')
  from private.accessibility_settings s,
       lateral (select string_to_array(coalesce(
         nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',') as parts) h
  where s.id
$$;
revoke all on function private.request_client_ip() from public;
