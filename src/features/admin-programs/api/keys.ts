/** react-query keys of the admin programs feature. */
export const adminProgramKeys = {
  all: ['admin-programs'] as const,
  list: (page: number) => [...adminProgramKeys.all, 'list', page] as const,
  detail: (id: string) => [...adminProgramKeys.all, 'detail', id] as const,
  questions: (id: string) => [...adminProgramKeys.all, 'questions', id] as const,
};
