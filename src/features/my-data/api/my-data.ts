import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Functions } from '@/lib/database';
import type { ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';

/** react-query keys of the account's own data (issue 25 points 3-4). */
export const myDataKeys = {
  all: ['my-data'] as const,
  active: (userId: string) => [...myDataKeys.all, 'active-registrations', userId] as const,
};

/** Everything the database holds about the caller's account (export_my_data): one JSON object of sections. */
export type MyData = Record<string, unknown>;

/** The caller's whole data, as public.export_my_data() returns it (only the caller's rows; not logged). */
export async function exportMyData(): Promise<MyData> {
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  const parsed = z.record(z.string(), z.unknown()).safeParse(data);
  if (!parsed.success) throw new Error('Unexpected answer from export_my_data');
  return parsed.data;
}

/**
 * A registration that must be cancelled before the account can be deleted: a row of my_active_registrations.
 * The generated type says every column of a returned table is set; these two may be null.
 */
export type ActiveRegistration = Omit<
  Functions<'my_active_registrations'>['Returns'][number],
  'program_name_fr' | 'person_name'
> & { program_name_fr: string | null; person_name: string | null };

/** The account's pending or approved registrations in programs not yet ended (public.my_active_registrations). */
export async function fetchMyActiveRegistrations(): Promise<ActiveRegistration[]> {
  const { data, error } = await supabase.rpc('my_active_registrations');
  if (error) throw error;
  return data ?? [];
}

export function useMyActiveRegistrations(userId: string | undefined) {
  return useQuery({
    queryKey: myDataKeys.active(userId ?? ''),
    queryFn: fetchMyActiveRegistrations,
    enabled: Boolean(userId),
    // A registration cancelled on /registrations a moment ago must not still block the deletion here.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The profile photos' bucket; a user's files are under '<user id>/'. */
const PHOTO_BUCKET = 'profile-pictures';

/**
 * Removes the caller's profile photo files through the Storage API (hosted Supabase Storage refuses the
 * database's own delete; delete_my_account removes them itself locally). Returns whether any was removed.
 */
async function removeMyPhotos(userId: string): Promise<boolean> {
  try {
    const bucket = supabase.storage.from(PHOTO_BUCKET);
    const { data, error } = await bucket.list(userId);
    if (error || !data?.length) return false;
    const removed = await bucket.remove(data.map((f) => `${userId}/${f.name}`));
    return !removed.error;
  } catch (error) {
    console.warn('Could not remove the profile photo before deleting the account', error);
    return false;
  }
}

/**
 * Deletes the caller's account (public.delete_my_account): the database checks the typed e-mail, refuses
 * while a registration is active or for an administrator, anonymises and removes in one transaction, and
 * ends every session of the account. The photo goes first (only the owner's session may remove it, and a
 * deleted account has none); if the database then refuses, the profile stops pointing at the removed file.
 */
export async function deleteMyAccount(userId: string, confirmation: string): Promise<void> {
  const photoRemoved = await removeMyPhotos(userId);
  const { error } = await supabase.rpc('delete_my_account', { p_confirmation: confirmation });
  if (!error) return;
  if (photoRemoved) await supabase.from('user_profiles').update({ profile_photo_url: null }).eq('id', userId);
  throw error;
}

/** Forgets the session in this browser (the server has already ended every session of the deleted account). */
export async function forgetLocalSession(): Promise<void> {
  try {
    await supabase.auth.signOut({ scope: 'local' });
  } catch (error) {
    console.warn('Local sign-out failed after the account was deleted', error);
  }
}

/** The function's hints (confirmation_mismatch, active_registrations, admin_account) become myData:serverErrors.<hint>. */
export const deleteServerErrors: ServerErrorOptions = {
  ns: 'myData',
  fallbackKey: 'myData:delete.failed',
  unknownKey: 'myData:delete.failedWith',
};
