// The routes a signed-out visitor opens (src/app/router.tsx: every route outside RequireAuth), the lazy page each
// shows, and the budget of its first load in gzip KB (issue 12: 150 KB for every public route; issue 39 point 4:
// /login, the page most visitors open first, 140 KB). `npm test` fails when a route passes its budget
// (scripts/first-load-budget.ts); the bench reports the same figures (bench/bundle.ts).
import type { RouteBudget } from './first-load.ts';

export const PUBLIC_ROUTE_BUDGET_KB = 150;
export const LOGIN_BUDGET_KB = 140;

const page = (path: string, budgetKB = PUBLIC_ROUTE_BUDGET_KB): RouteBudget => ({ page: path, budgetKB });

export const PUBLIC_ROUTES: Record<string, RouteBudget> = {
  '/': page('src/features/landing/components/landing-page.tsx'),
  '/login': page('src/features/auth/components/login-page.tsx', LOGIN_BUDGET_KB),
  '/signup': page('src/features/auth/components/signup-page.tsx'),
  '/forgot-password': page('src/features/auth/components/forgot-password-page.tsx'),
  '/reset-password': page('src/features/auth/components/reset-password-page.tsx'),
  '/programs': page('src/features/programs/components/programs-page.tsx'),
  '/terms': page('src/features/legal-pages/components/terms-page.tsx'),
  '/privacy': page('src/features/legal-pages/components/privacy-page.tsx'),
  '/accessibility': page('src/features/accessibility/components/accessibility-page.tsx'),
};
