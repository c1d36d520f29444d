/** react-query keys of the my-registrations feature. */
export const myRegistrationsKeys = {
  all: ['my-registrations'] as const,
  list: (userId: string, admin: boolean) => ['my-registrations', 'list', userId, admin] as const,
};
