import { lazy } from 'react';
import { BrowserRouter, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { AppLayout } from './layout/app-layout';
import { PageErrorBoundary } from './layout/page-error-boundary';
import { RequireAuth } from './guards/require-auth';
import { RequireCompleteProfile } from './guards/require-complete-profile';
import { RequireAdmin, RequireCoordinator, RequireRoles } from './guards/require-roles';

// Every page is a default export, loaded on demand (admin code stays out of the first load).
const LandingPage = lazy(() => import('@/features/landing/components/landing-page'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const SignupPage = lazy(() => import('@/features/auth/components/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/components/reset-password-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const ParticipantsPage = lazy(() => import('./pages/participants-page'));
const ParticipantNewPage = lazy(() => import('@/features/participants/components/participant-new-page'));
const ParticipantEditPage = lazy(() => import('@/features/participants/components/participant-edit-page'));
const ParticipantRegisterPage = lazy(() => import('@/features/registration/components/participant-register-page'));
const ProgramsPage = lazy(() => import('@/features/programs/components/programs-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const ProfilePage = lazy(() => import('./pages/profile-page'));
const MyRegistrationsPage = lazy(() => import('./pages/my-registrations-page'));
const ConcussionSafetyPage = lazy(() => import('@/features/concussion/components/concussion-safety-page'));
const CoordinatorPage = lazy(() => import('@/features/coordinator/components/coordinator-page'));
const AdminDashboardPage = lazy(() => import('@/features/admin-dashboard/components/admin-dashboard-page'));
const AdminEventsPage = lazy(() => import('@/features/admin-events/components/admin-events-page'));
const AdminEquipmentPage = lazy(() => import('@/features/admin-equipment/components/admin-equipment-page'));
const AdminProgramsPage = lazy(() => import('@/features/admin-programs/components/admin-programs-page'));
const ProgramFormPage = lazy(() => import('@/features/admin-programs/components/program-form-page'));
const AdminRegistrationsPage = lazy(() => import('@/features/admin-registrations/components/admin-registrations-page'));
const AdminLegalPage = lazy(() => import('@/features/admin-legal/components/admin-legal-page'));
const TermsPage = lazy(() => import('@/features/legal-pages/components/terms-page'));
const PrivacyPage = lazy(() => import('@/features/legal-pages/components/privacy-page'));
const AdminWaitlistPage = lazy(() => import('@/features/admin-waitlist/components/admin-waitlist-page'));
const AdminSettingsPage = lazy(() => import('@/features/admin-settings/components/admin-settings-page'));
const AdminSetupPage = lazy(() => import('@/features/admin-setup/components/admin-setup-page'));
const AdminRefundsPage = lazy(() => import('@/features/admin-refunds/components/admin-refunds-page'));
const AdminConcussionPage = lazy(() => import('@/features/admin-concussion/components/admin-concussion-page'));
const AccessibilityPage = lazy(() => import('@/features/accessibility/components/accessibility-page'));
const AdminFeedbackPage = lazy(() => import('@/features/admin-accessibility/components/admin-feedback-page'));
const AdminAccessLogPage = lazy(() => import('@/features/admin-access-log/components/admin-access-log-page'));
const FinancialAidPage = lazy(() => import('@/features/financial-aid/components/financial-aid-page'));
const FinancialAidRequestPage = lazy(() => import('@/features/financial-aid/components/financial-aid-request-page'));
const AdminFinancialAidPage = lazy(() => import('@/features/admin-financial-aid/components/admin-financial-aid-page'));
const ProgramCoordinatorsPage = lazy(
  () => import('@/features/admin-coordinators/components/program-coordinators-page'),
);

function Root() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </PageErrorBoundary>
  );
}

/** Route -> guard choices: docs/decisions/0003-route-guards.md. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/programs', element: <ProgramsPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/accessibility', element: <AccessibilityPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/registrations', element: <MyRegistrationsPage /> },
              { path: '/concussion-safety', element: <ConcussionSafetyPage /> },
              {
                element: <RequireCompleteProfile />,
                children: [
                  { path: '/participants', element: <ParticipantsPage /> },
                  { path: '/participants/:id/edit', element: <ParticipantEditPage /> },
                  { path: '/participants/:id/register', element: <ParticipantRegisterPage /> },
                  { path: '/programs/:programId/register', element: <RegisterPage /> },
                  { path: '/financial-aid', element: <FinancialAidPage /> },
                  { path: '/financial-aid/new', element: <FinancialAidRequestPage /> },
                  {
                    element: <RequireRoles roles={['parent_guardian', 'coach', 'volunteer', 'admin']} />,
                    children: [{ path: '/participants/new', element: <ParticipantNewPage /> }],
                  },
                ],
              },
              {
                element: <RequireCoordinator />,
                children: [{ path: '/coordinator', element: <CoordinatorPage /> }],
              },
              {
                element: <RequireAdmin />,
                children: [
                  { path: '/admin', element: <AdminDashboardPage /> },
                  { path: '/admin/events', element: <AdminEventsPage /> },
                  { path: '/admin/equipment', element: <AdminEquipmentPage /> },
                  { path: '/admin/programs', element: <AdminProgramsPage /> },
                  { path: '/admin/programs/new', element: <ProgramFormPage /> },
                  { path: '/admin/programs/:programId/edit', element: <ProgramFormPage /> },
                  { path: '/admin/programs/:programId/registrations', element: <AdminRegistrationsPage /> },
                  { path: '/admin/programs/:programId/waitlist', element: <AdminWaitlistPage /> },
                  { path: '/admin/registrations', element: <AdminRegistrationsPage /> },
                  { path: '/admin/refunds', element: <AdminRefundsPage /> },
                  { path: '/admin/settings', element: <AdminSettingsPage /> },
                  { path: '/admin/setup', element: <AdminSetupPage /> },
                  { path: '/admin/legal', element: <AdminLegalPage /> },
                  { path: '/admin/concussion', element: <AdminConcussionPage /> },
                  { path: '/admin/program-coordinators', element: <ProgramCoordinatorsPage /> },
                  { path: '/admin/access-log', element: <AdminAccessLogPage /> },
                  { path: '/admin/accessibility-feedback', element: <AdminFeedbackPage /> },
                  { path: '/admin/financial-aid', element: <AdminFinancialAidPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * React Router's declarative mode: no route loads or submits data through the router (screens read with
 * react-query), so the data router (createBrowserRouter: its loaders, actions, fetchers and revalidation) would be
 * code every first load pays for and nothing uses (issue 39 point 4). Navigations are transitions in both modes.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
