// A small schema of our own for conformance tests, so they check the backend's
// behaviour independently of the project's migrations (which have their own tests).
export const TEST_SCHEMA = `
create schema if not exists conformance_private;
create table public.cf_teams (
  id serial primary key,
  name text not null unique,
  city text,
  created_at timestamptz not null default now()
);
create table public.cf_players (
  id serial primary key,
  team_id int references public.cf_teams (id) on delete cascade,
  name text not null,
  jersey int check (jersey between 0 and 99),
  tags text[] not null default '{}'
);
create table public.cf_notes (
  id serial primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (length(body) <= 500)
);
alter table public.cf_teams enable row level security;
alter table public.cf_players enable row level security;
alter table public.cf_notes enable row level security;
create policy "Teams are readable by everyone" on public.cf_teams for select to anon, authenticated using (true);
create policy "Players are readable by everyone" on public.cf_players for select to anon, authenticated using (true);
create policy "Signed-in users write teams" on public.cf_teams for all to authenticated using (true) with check (true);
create policy "Signed-in users write players" on public.cf_players for all to authenticated using (true) with check (true);
create policy "Notes are their owner's" on public.cf_notes for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create function public.cf_team_size(team text) returns int language sql stable as $$
  select count(*)::int from public.cf_players p join public.cf_teams t on t.id = p.team_id where t.name = team
$$;
create function public.cf_whoami() returns jsonb language sql stable as $$
  select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'email', auth.jwt() ->> 'email')
$$;
insert into public.cf_teams (name, city) values ('Owls', 'Ottawa'), ('Lynx', 'Montréal'), ('Bears', 'Toronto');
insert into public.cf_players (team_id, name, jersey, tags) values
  (1, 'Ana', 7, '{forward}'), (1, 'Ben', 12, '{defence}'), (1, 'Cleo', 30, '{goalie}'),
  (2, 'Dev', 9, '{forward,captain}'), (2, 'Eli', 4, '{defence}'),
  (3, 'Fay', 1, '{goalie}');
`;
