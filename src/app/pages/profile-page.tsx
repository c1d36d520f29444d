import ProfilePage from '@/features/profile/components/profile-page';
import { PaymentMethodsSection } from '@/features/payment-methods/components/payment-methods-section';
import { MyDataSection } from '@/features/my-data/components/my-data-section';

/**
 * /profile composed from three features (as dashboard-page): the profile itself, the family's
 * saved cards (issue 20 point 5), and the account's own data, to download or delete (issue 25
 * points 3-4). Features do not import each other.
 */
export default function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mx-auto max-w-3xl">
        <PaymentMethodsSection />
        <MyDataSection />
      </div>
    </>
  );
}
