-- What the Supabase platform provides before any project migration runs:
-- roles, the extensions schema, and the auth and storage schemas, close to
-- Supabase's own definitions so supabase/migrations run unchanged under both
-- local-supabase and `supabase db reset`. Idempotent: safe to run twice.

-- ===================== roles =====================
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin noinherit createrole login;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- ===================== extensions =====================
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- ===================== public defaults (as Supabase sets them) =====================
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- ===================== auth =====================
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- ===================== storage =====================
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;

-- ===================== schedules: stand-ins for pg_cron, pg_net and Vault =====================
-- The migrations schedule their jobs with cron.schedule, deliver-emails' job posts with net.http_post and reads
-- the project URL and service role key from vault.decrypted_secrets (supabase/schemas/990_schedules.sql).
-- Hosted Supabase has the real pg_cron, pg_net and Vault; PGlite and a Postgres server without them get these
-- stand-ins with the same signatures, run by local-supabase (local-supabase/src/cron/, README "Schedules"):
--  - cron: cron.job and cron.job_run_details as pg_cron 1.4 has them (fewer columns), cron.schedule (a job of the
--    same name is replaced) and cron.unschedule. Made only where pg_cron is not loaded for this database: where
--    it is (shared_preload_libraries, cron.database_name = this database), the migration creates the real one.
--  - net: net.http_post queues the request in net.http_request_queue, as pg_net does; local-supabase sends it and
--    keeps the answer in net._http_response. Made only where pg_net is not loaded.
--  - vault: the secrets in clear (local-supabase's own address and demo keys, nothing secret), with
--    vault.create_secret / vault.update_secret and the vault.decrypted_secrets view, as supabase_vault has them.
-- Only the superuser uses them (no grants): PostgREST's roles cannot schedule, post or read secrets.
do $standin$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron')
     and (select setting from pg_settings where name = 'cron.database_name') is distinct from current_database() then
    create schema if not exists cron;
    create table if not exists cron.job (
      jobid bigserial primary key,
      schedule text not null,
      command text not null,
      database text not null default current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text,
      unique (jobname, username)
    );
    create table if not exists cron.job_run_details (
      jobid bigint,
      runid bigserial primary key,
      job_pid integer,
      database text,
      username text,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    -- pg_cron checks the expression when it is scheduled; local-supabase reads it with croner when it runs.
    create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
    language plpgsql as $fn$
    declare v_id bigint;
    begin
      if schedule !~ '^\s*(@\w+|\S+(\s+\S+){4})\s*$' then
        raise exception 'invalid schedule: %', schedule;
      end if;
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname, username) do update
        set schedule = excluded.schedule, command = excluded.command, database = excluded.database, active = true
      returning jobid into v_id;
      return v_id;
    end
    $fn$;
    create or replace function cron.schedule(schedule text, command text) returns bigint
    language sql as $fn$ select cron.schedule(null, $1, $2) $fn$;
    create or replace function cron.unschedule(job_name text) returns boolean
    language plpgsql as $fn$
    begin
      delete from cron.job where jobname = job_name and username = current_user;
      if not found then
        raise exception 'could not find valid entry for job ''%''', job_name;
      end if;
      return true;
    end
    $fn$;
    create or replace function cron.unschedule(job_id bigint) returns boolean
    language plpgsql as $fn$
    begin
      delete from cron.job where jobid = job_id;
      if not found then
        raise exception 'could not find valid entry for job %', job_id;
      end if;
      return true;
    end
    $fn$;
  end if;

  if not exists (select 1 from pg_extension where extname = 'pg_net')
     and not 'pg_net' = any (string_to_array(replace(current_setting('shared_preload_libraries'), ' ', ''), ',')) then
    create schema if not exists net;
    create table if not exists net.http_request_queue (
      id bigserial primary key,
      method text not null,
      url text not null,
      params jsonb not null default '{}',
      headers jsonb not null default '{}',
      body jsonb,
      timeout_milliseconds integer not null,
      created timestamptz not null default now()
    );
    create table if not exists net._http_response (
      id bigint primary key,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    create or replace function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint
    language sql as $fn$
      insert into net.http_request_queue (method, url, params, headers, body, timeout_milliseconds)
      values ('POST', $1, coalesce($3, '{}'), coalesce($4, '{}'), $2, $5)
      returning id
    $fn$;
  end if;

  if to_regclass('vault.secrets') is null then
    create schema if not exists vault;
    create table vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
    create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
    returns uuid language sql as $fn$
      insert into vault.secrets (secret, name, description) values ($1, $2, coalesce($3, '')) returning id
    $fn$;
    create function vault.update_secret(
      secret_id uuid,
      new_secret text default null,
      new_name text default null,
      new_description text default null
    ) returns void language sql as $fn$
      update vault.secrets
         set secret = coalesce($2, secret), name = coalesce($3, name), description = coalesce($4, description),
             updated_at = now()
       where id = $1
    $fn$;
  end if;
end
$standin$;
