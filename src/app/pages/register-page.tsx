import RegisterPage from '@/features/registration/components/register-page';
import { PaymentReturnBanner } from '@/features/payments/components/payment-return-banner';
import { WaitlistJoin } from '@/features/waitlist/components/waitlist-join';

/**
 * /programs/:programId/register composed from three features (as dashboard-page): the registration screen, the
 * payment return message shown when the family comes back from a cancelled checkout, and the waiting list's join
 * panel for a full program or a sold-out price option (issue 38 point 2).
 */
export default function RegisterRoute() {
  return <RegisterPage paymentReturn={<PaymentReturnBanner />} waitlistJoin={(props) => <WaitlistJoin {...props} />} />;
}
