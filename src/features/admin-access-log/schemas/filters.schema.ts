import { z } from 'zod';
import type { AccessLogFilters } from '../api/access-log';

/** The longest text a filter takes (a name, an e-mail address or an id fits well within it). */
export const FILTER_TEXT_MAX = 200;

const E = 'accessLog:filters.errors.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The filters of /admin/access-log: every one may be blank; texts at most FILTER_TEXT_MAX characters; the days
 * real dates, the last one not before the first. The output is trimmed.
 */
export const filtersSchema = z
  .object({ participant: z.string(), actor: z.string(), from: z.string(), to: z.string() })
  .superRefine((v, ctx) => {
    for (const key of ['participant', 'actor'] as const)
      if (v[key].trim().length > FILTER_TEXT_MAX) ctx.addIssue({ code: 'custom', path: [key], message: `${E}tooLong` });
    const from = v.from.trim();
    const to = v.to.trim();
    if (from && !isIsoDate(from)) ctx.addIssue({ code: 'custom', path: ['from'], message: `${E}fromInvalid` });
    if (to && !isIsoDate(to)) ctx.addIssue({ code: 'custom', path: ['to'], message: `${E}toInvalid` });
    else if (from && to && isIsoDate(from) && to < from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `${E}toBeforeFrom` });
  })
  .transform((v): AccessLogFilters => ({
    participant: v.participant.trim(),
    actor: v.actor.trim(),
    from: v.from.trim(),
    to: v.to.trim(),
  }));
