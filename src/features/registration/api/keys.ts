/** detail.source of the 'registrationUpdated' this feature fires (src/lib/registration-events.ts). */
export const REGISTRATION_SOURCE = 'registration';

export const registrationKeys = {
  all: ['registration'] as const,
  program: (programId: string) => ['registration', 'program', programId] as const,
  tiers: (programId: string) => ['registration', 'tiers', programId] as const,
  questions: (programId: string) => ['registration', 'questions', programId] as const,
  assistance: (programId: string) => ['registration', 'assistance', programId] as const,
  participants: (userId: string) => ['registration', 'participants', userId] as const,
  active: (programId: string, userId: string) => ['registration', 'active', programId, userId] as const,
  volunteer: (userId: string) => ['registration', 'volunteer', userId] as const,
  openPrograms: () => ['registration', 'open-programs'] as const,
};
