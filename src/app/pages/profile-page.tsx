import ProfilePage from '@/features/profile/components/profile-page';
import { PaymentMethodsSection } from '@/features/payment-methods/components/payment-methods-section';

/**
 * /profile composed from two features (as dashboard-page): the profile itself
 * and the family's saved cards (issue 20 point 5). Features do not import each other.
 */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mx-auto max-w-3xl">
        <PaymentMethodsSection />
      </div>
    </>
  );
}
