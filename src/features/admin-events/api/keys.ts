/** react-query keys of the admin events screen. */
export const adminEventKeys = {
  all: ['admin-events'] as const,
  list: () => [...adminEventKeys.all, 'list'] as const,
};
