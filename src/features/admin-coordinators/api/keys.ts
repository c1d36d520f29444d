/** react-query keys of the program coordinators feature. */
export const coordinatorAdminKeys = {
  all: ['admin-coordinators'] as const,
  list: () => [...coordinatorAdminKeys.all, 'list'] as const,
  options: () => [...coordinatorAdminKeys.all, 'options'] as const,
};
