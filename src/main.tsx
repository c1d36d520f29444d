import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import './app/index.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// blocking it for the whole first render (issue 12: total blocking time on slow phones).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
