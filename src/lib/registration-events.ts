// The spec's browser event 'registrationUpdated' (spec 1 section 8, spec 2 sections 6 and 7): fired after a
// registration is made, cancelled or closed here, so every screen that shows registrations or a participant's status
// (the dashboard, My Registrations, the waiting list, the registration page) reads them again.
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

export const REGISTRATION_UPDATED_EVENT = 'registrationUpdated';

/** Fires the event; `source` names the screen that fired it, which has refreshed itself already. */
export function announceRegistrationUpdated(source?: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(REGISTRATION_UPDATED_EVENT, { detail: { source } }));
}

/** Reads `queryKey` (and every query under it) again on each 'registrationUpdated' not fired by `ignoreSource`. */
export function useRefreshOnRegistrationUpdated(queryKey: QueryKey, ignoreSource?: string): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const refresh = (event: Event) => {
      if (ignoreSource && event instanceof CustomEvent && event.detail?.source === ignoreSource) return;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    };
    window.addEventListener(REGISTRATION_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(REGISTRATION_UPDATED_EVENT, refresh);
  }, [queryClient, key, ignoreSource]);
}
