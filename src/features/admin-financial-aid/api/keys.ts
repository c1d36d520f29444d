/** react-query keys of the admin financial-aid feature. */
export const adminAidKeys = {
  all: ['admin-financial-aid'] as const,
  list: (status: string, page: number) => ['admin-financial-aid', 'list', status, page] as const,
};
