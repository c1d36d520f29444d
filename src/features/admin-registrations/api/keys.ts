/** react-query keys of the admin registrations feature. */
export const adminRegistrationKeys = {
  all: ['admin-registrations'] as const,
  list: (programId: string | null, status: string) => [...adminRegistrationKeys.all, 'list', programId, status] as const,
  programs: () => [...adminRegistrationKeys.all, 'programs'] as const,
};
