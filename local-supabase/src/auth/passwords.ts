import bcrypt from 'bcryptjs';
import type { Ctx } from '../context.ts';

/** GoTrue's bcrypt cost (bcrypt.DefaultCost). */
export const PASSWORD_HASH_COST = 10;

/** The stored hash of a new password: GoTrue's cost, unless the stack was started with a lower one (tests). */
export function hashPassword(ctx: Ctx, password: unknown): Promise<string> {
  return bcrypt.hash(String(password), ctx.passwordHashCost ?? PASSWORD_HASH_COST);
}
