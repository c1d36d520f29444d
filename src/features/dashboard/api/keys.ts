export const dashboardKeys = {
  all: ['dashboard'] as const,
  recent: (userId: string, scope: string) => ['dashboard', 'recent', userId, scope] as const,
  upcoming: (userId: string, scope: string) => ['dashboard', 'upcoming', userId, scope] as const,
  counts: (userId: string) => ['dashboard', 'counts', userId] as const,
};
