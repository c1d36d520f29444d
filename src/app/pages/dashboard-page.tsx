import { PasswordChangedBanner } from '@/features/auth/components/password-changed-banner';
import DashboardPage from '@/features/dashboard/components/dashboard-page';
import { PaymentReturnBanner } from '@/features/payments/components/payment-return-banner';
import { ConcussionReminder } from '@/features/concussion/components/concussion-reminder';
import { WaitlistOffers } from '@/features/waitlist/components/waitlist-offers';
import { ProfileCompletionSection } from '@/features/profile-completion/components/profile-completion-section';

/**
 * /dashboard composed from three features (bulletproof-react composes pages
 * in app/): the dashboard itself, the payment return message (and the
 * password recovery's), and the profile completion form. Features do not import each other.
 */
export default function DashboardRoute() {
  return (
    <DashboardPage
      paymentReturn={(onRegistrationsCreated) => (
        <>
          <PasswordChangedBanner />
          <PaymentReturnBanner onRegistrationsCreated={onRegistrationsCreated} />
        </>
      )}
      profileCompletion={({ role, onCompleted }) => <ProfileCompletionSection role={role} onCompleted={onCompleted} />}
      notices={
        <>
          <WaitlistOffers />
          <ConcussionReminder />
        </>
      }
    />
  );
}
