/** react-query keys of the admin registrations feature. */
export const adminRegistrationKeys = {
  all: ['admin-registrations'] as const,
  list: (programId: string | null, status: string, search = '', page = 0) =>
    [...adminRegistrationKeys.all, 'list', programId, status, search, page] as const,
  programs: () => [...adminRegistrationKeys.all, 'programs'] as const,
};
