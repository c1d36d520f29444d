/** react-query keys of the coordinator dashboard. */
export const coordinatorKeys = {
  all: ['coordinator'] as const,
  assignments: (userId: string) => [...coordinatorKeys.all, 'assignments', userId] as const,
  roster: (programId: string) => [...coordinatorKeys.all, 'roster', programId] as const,
};
