import { createContext, useContext, type ReactNode } from 'react';

/** Inline errors (already translated) and the id prefix of one form's controls. */
type FormMeta = { errors: Record<string, string>; idPrefix: string };

const FormMetaContext = createContext<FormMeta>({ errors: {}, idPrefix: '' });

export function FormMetaProvider({ errors, idPrefix, children }: FormMeta & { children: ReactNode }) {
  return <FormMetaContext.Provider value={{ errors, idPrefix }}>{children}</FormMetaContext.Provider>;
}

/** The control id and the inline error of a field. */
export function useFieldMeta(name: string) {
  const { errors, idPrefix } = useContext(FormMetaContext);
  return { id: `${idPrefix}${name}`, error: errors[name] };
}

export function useIdPrefix() {
  return useContext(FormMetaContext).idPrefix;
}
