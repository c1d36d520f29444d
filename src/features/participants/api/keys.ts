export const participantKeys = {
  all: ['participants'] as const,
  mine: (userId: string) => ['participants', 'mine', userId] as const,
  one: (id: string) => ['participants', 'one', id] as const,
};
