import { z } from 'zod';

export type MoveValues = { position: number };

/**
 * 'Move to position': a whole number from 1 to `max` (the waiting entries), checked before it is sent
 * (admin_move_waitlist_entry checks it again). The message takes {{max}}.
 */
export function moveSchema(max: number) {
  return z
    .object({ position: z.string() })
    .superRefine((v, ctx) => {
      const text = v.position.trim();
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(n >= 1 && n <= max))
        ctx.addIssue({ code: 'custom', path: ['position'], message: 'adminWaitlist:move.invalid' });
    })
    .transform((v): MoveValues => ({ position: Number(v.position.trim()) }));
}
