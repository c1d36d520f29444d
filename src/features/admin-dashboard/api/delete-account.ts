import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { localizedText } from '@/lib/localized';
import { serverErrorDetails, serverErrorReason, type ServerErrorOptions } from '@/lib/server-errors';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

/** The reason's limit, as admin_delete_account's (500 characters). */
export const DELETE_REASON_MAX = 500;

const E = 'myData:admin.errors.';

/** The admin's reason for deleting an account: required, at most 500 characters (the database checks the same). */
export const deleteAccountReasonSchema = z.object({ reason: z.string() }).superRefine((v, ctx) => {
  const reason = v.reason.trim();
  if (reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: `${E}reasonRequired` });
  else if (reason.length > DELETE_REASON_MAX)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: `${E}reasonTooLong` });
});
export type DeleteAccountReason = z.infer<typeof deleteAccountReasonSchema>;

/**
 * Deletes a user's account for them (public.admin_delete_account: admins only, the same rules and result as
 * the family's own deletion, logged with the admin as actor); refreshes the users list and the account's history.
 */
export function useAdminDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, reason }: { userId: string; reason: string }) => {
      const { error } = await supabase.rpc('admin_delete_account', { p_user_id: userId, p_reason: reason });
      if (error) throw error;
    },
    onSettled: (_d, _e, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminDashboardKeys.accountChanges(userId) }),
      ]),
  });
}

const blockingSchema = z.array(
  z.object({
    program_name: z.string(),
    program_name_fr: z.string().nullable().optional(),
    person_name: z.string().nullable().optional(),
  }),
);
export type BlockingRegistration = z.infer<typeof blockingSchema>[number];

/** The registrations an 'active_registrations' refusal names (its `detail` is their JSON list); [] otherwise. */
export function blockingRegistrations(error: unknown): BlockingRegistration[] {
  try {
    const parsed = blockingSchema.safeParse(JSON.parse(serverErrorDetails(error) || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * A refusal of admin_delete_account in words, through the one mapper: its hint's sentence
 * (myData:admin.serverErrors.<hint>, {{name}} the account's, {{list}} the registrations in the way, in `lang`),
 * else the server's words inside 'could not be deleted'. An 'active_registrations' refusal that names none is
 * said in the server's words.
 */
export function deleteAccountServerErrors(name: string, lang: string): ServerErrorOptions {
  return {
    ns: 'myData',
    reasonsKey: 'myData:admin.serverErrors',
    unknownKey: 'myData:admin.failedWith',
    fallbackKey: 'myData:admin.failed',
    values: (error) => {
      const list = blockingRegistrations(error)
        .map((r) => [r.person_name, localizedText(r.program_name_fr, r.program_name, lang)].filter(Boolean).join(', '))
        .join('; ');
      return serverErrorReason(error) === 'active_registrations' && !list ? null : { name, list };
    },
  };
}

/** An account already deleted: its e-mail was replaced by 'deleted-<id>@deleted.invalid'. */
export const isDeletedAccount = (email: string) => /@deleted\.invalid$/i.test(email);
