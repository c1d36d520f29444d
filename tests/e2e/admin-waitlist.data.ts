// Data for the admin waiting list story (issue 24 point 3) against the shared e2e stack: its own full program and
// families, each family joining the waiting list through join_waitlist as itself (the real path, not an insert).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { addDays, orgToday } from '../../supabase/functions/_shared/domain/dates.ts';
import { PASSWORD, newAccount, serverRegistration, type Account } from './registration.data';

function client(key: string): SupabaseClient {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
export const service = () => client(process.env.E2E_SERVICE_ROLE_KEY!);
export function must<T>(result: { data: T | null; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data as T;
}
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

export type Family = Account & { childId: string; childName: string };
export type FullProgram = { id: string; name: string; filler: string; families: Family[] };

/**
 * An active program of one place, taken by another family's child (approved), and three families whose child
 * joined its waiting list in order (first, second, third). Starts far ahead so it heads the admin's programs list.
 */
export async function fullProgramWithWaitlist(label: string, children: [string, string, string]): Promise<FullProgram> {
  const svc = service();
  const name = `${label} ${tag()}`;
  const start = addDays(orgToday(new Date()), 4000);
  const program = must(
    await svc
      .from('programs')
      .insert({ name, start_date: start, end_date: addDays(start, 2), price: 0, max_participants: 1, is_active: true })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
  must(
    await svc
      .from('program_price_tiers')
      .insert({ program_id: program.id, name: 'Regular Registration', price: 0, is_default: true, display_order: 0 })
      .select('id'),
  );
  const fillerFamily = await newAccount('parent_guardian', 'Filler', ['Pat']);
  const filler = await serverRegistration(fillerFamily, fillerFamily.participantIds[0], program.id, 'approved');
  const families: Family[] = [];
  for (const child of children) {
    const family = await newAccount('parent_guardian', 'Parent', [child]);
    const childId = family.participantIds[0];
    const me = client(process.env.E2E_ANON_KEY!);
    const signedIn = await me.auth.signInWithPassword({ email: family.email, password: PASSWORD });
    if (signedIn.error) throw signedIn.error;
    const joined = must(
      await me.rpc('join_waitlist', {
        p_program_id: program.id,
        p_items: [{ participant_id: childId, price_tier_id: null }],
      }),
    ) as { status: string }[];
    if (joined[0]?.status !== 'waiting') throw new Error(`expected to wait, got ${JSON.stringify(joined)}`);
    const [row] = must(await svc.from('participants').select('first_name, last_name').eq('id', childId)) as {
      first_name: string;
      last_name: string;
    }[];
    families.push({ ...family, childId, childName: `${row!.first_name} ${row!.last_name}` });
  }
  return { ...program, filler, families };
}

export type EntryRow = {
  participant_id: string;
  status: string;
  sort_key: number;
  offered_at: string | null;
  offer_expires_at: string | null;
  offered_by: string | null;
  closed_at: string | null;
};

/** The program's waiting list as the database holds it. */
export async function entriesOf(programId: string): Promise<EntryRow[]> {
  return must(
    await service()
      .from('waitlist_entries')
      .select('participant_id, status, sort_key, offered_at, offer_expires_at, offered_by, closed_at')
      .eq('program_id', programId)
      .order('sort_key'),
  ) as EntryRow[];
}
