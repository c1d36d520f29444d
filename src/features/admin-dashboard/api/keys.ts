/** react-query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  role: (userId: string) => [...adminDashboardKeys.all, 'role', userId] as const,
  stats: () => [...adminDashboardKeys.all, 'stats'] as const,
  recent: () => [...adminDashboardKeys.all, 'recent'] as const,
  users: () => [...adminDashboardKeys.all, 'users'] as const,
  usersPage: (filter: string, search: string, page: number) =>
    [...adminDashboardKeys.users(), filter, search, page] as const,
  accountChanges: (userId: string) => [...adminDashboardKeys.all, 'account-changes', userId] as const,
  locations: () => [...adminDashboardKeys.all, 'locations'] as const,
  locationsPage: (letters: string, page: number) => [...adminDashboardKeys.locations(), 'page', letters, page] as const,
  emails: () => [...adminDashboardKeys.all, 'emails'] as const,
  emailList: (filter: string) => [...adminDashboardKeys.emails(), filter] as const,
};
