/** react-query keys of the financial-aid feature. */
export const financialAidKeys = {
  all: ['financial-aid'] as const,
  participants: (userId: string) => ['financial-aid', 'participants', userId] as const,
  programs: () => ['financial-aid', 'programs'] as const,
};
