export const participantKeys = {
  all: ['participants'] as const,
  mine: (userId: string) => ['participants', 'mine', userId] as const,
  one: (id: string) => ['participants', 'one', id] as const,
  contacts: (id: string) => ['participants', 'contacts', id] as const,
};
