/** react-query keys of /admin/refunds. */
export const adminRefundKeys = {
  all: ['admin-refunds'] as const,
  list: (filter: string, page: number) => [...adminRefundKeys.all, 'list', filter, page] as const,
};
