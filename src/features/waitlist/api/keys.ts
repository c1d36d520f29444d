/** react-query keys of the waitlist feature. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: (userId: string) => ['waitlist', 'mine', userId] as const,
};
