-- supabase/schemas (the current schema; supabase/README.md): how the database starts an edge function.

-- Starts a run of the edge function p_name (/functions/v1/<p_name>, POST {} with the service role key) through
-- pg_net, where pg_net and the Vault secrets 'project_url' and 'service_role_key' exist (hosted Supabase;
-- supabase/README.md "E-mail delivery"; locally, local-supabase's stand-ins); elsewhere nothing. pg_net sends after
-- commit, so the run sees the caller's rows. Looked up at run time: the function is the same on every database. The
-- one way the database calls a function: the statement triggers below and the schedules (990_schedules.sql).
create or replace function private.start_function(p_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
     or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $q$select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url'),
                    (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')$q$
    into v_url, v_key;
  if v_url is null or v_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, params := $3, headers := $4, timeout_milliseconds := $5)'
    using v_url || '/functions/v1/' || p_name, '{}'::jsonb, '{}'::jsonb,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
          60000;
end;
$$;
revoke all on function private.start_function(p_name text) from public;

-- A statement trigger that starts the edge function named by its argument at once: email_outbox (deliver-emails)
-- and stripe_cleanups (stripe-cleanup).
create or replace function private.request_function_run()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.start_function(tg_argv[0]);
  return null;
end;
$$;
revoke all on function private.request_function_run() from public;
