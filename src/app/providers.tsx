import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/lib/i18n';
import { retryTransientOnce } from '@/lib/transient';

/**
 * A read is asked once more only when it failed for a passing reason (a server restart, the network: issue 39
 * point 6); a refusal or a missing row is shown at once instead of after a pointless second try.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryTransientOnce, refetchOnWindowFocus: false } },
  });
}

/** App-wide providers that do not need the router (the AuthProvider lives in the root route). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
