/** react-query keys of the admin equipment screen. */
export const adminEquipmentKeys = {
  all: ['admin-equipment'] as const,
  data: () => [...adminEquipmentKeys.all, 'data'] as const,
};
