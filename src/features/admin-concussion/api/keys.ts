/** react-query keys of /admin/concussion. */
export const adminConcussionKeys = {
  all: ['admin-concussion'] as const,
  report: () => [...adminConcussionKeys.all, 'report'] as const,
  removals: () => [...adminConcussionKeys.all, 'removals'] as const,
};
