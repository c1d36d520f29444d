import type { AccessLogFilters } from './access-log';

/** react-query keys of the access log feature. */
export const accessLogKeys = {
  all: ['access-log'] as const,
  admin: (f: AccessLogFilters, page: number) =>
    [...accessLogKeys.all, 'admin', f.participant, f.actor, f.from, f.to, page] as const,
  participant: (participantId: string) => [...accessLogKeys.all, 'participant', participantId] as const,
};
