/** react-query keys of the concussion feature. */
export const concussionKeys = {
  all: ['concussion'] as const,
  status: (userId: string) => ['concussion', 'status', userId] as const,
  documents: (lang: string) => ['concussion', 'documents', lang] as const,
};
