import type { AccessLogFilters } from './access-log';

/** react-query keys of /admin/access-log. */
export const adminAccessLogKeys = {
  all: ['admin-access-log'] as const,
  page: (f: AccessLogFilters, page: number) =>
    ['admin-access-log', f.participant, f.actor, f.from, f.to, page] as const,
};
