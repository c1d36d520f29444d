-- What hosted Supabase has before any project migration runs and bootstrap.sql leaves out, because local-supabase
-- never uses it: applied after bootstrap.sql by the deploy rehearsal only (scripts/db-rehearsal.ts), so that
-- `supabase db lint` checks our functions against the tables they reach on the platform. Idempotent.

-- ===================== auth.one_time_tokens =====================
-- Hosted Auth (GoTrue) keeps its confirmation, recovery and e-mail-change tokens here; private.delete_account
-- deletes a user's rows (20261129030000_redact_outbox_on_deletion.sql). As Auth creates them, in
-- supabase/auth migrations/20240427152123_add_one_time_tokens_table.up.sql (the table's timestamp trigger left out).
do $$
begin
  create type auth.one_time_token_type as enum (
    'confirmation_token',
    'reauthentication_token',
    'recovery_token',
    'email_change_token_new',
    'email_change_token_current',
    'phone_change_token'
  );
exception
  when duplicate_object then null;
end
$$;

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  check (char_length(token_hash) > 0)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- ===================== auth.mfa_factors =====================
-- Hosted Auth's multi-factor authentication factors; private.delete_account deletes a user's rows
-- (20261129030000_redact_outbox_on_deletion.sql).
-- As Auth first creates it, in supabase/auth migrations/20221003041349_add_mfa_schema.up.sql (the timestamp trigger
-- left out); Auth's later migrations add columns (phone, last_challenged_at, web_authn_*) that nothing of ours reads.
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn');
exception
  when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception
  when duplicate_object then null;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
where trim(friendly_name) <> '';
