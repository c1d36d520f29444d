/** react-query keys of the admin waiting list feature. */
export const adminWaitlistKeys = {
  all: ['admin-waitlist'] as const,
  program: (programId: string) => [...adminWaitlistKeys.all, 'program', programId] as const,
};
