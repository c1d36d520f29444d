import RegisterPage from '@/features/registration/components/register-page';
import { PaymentReturnBanner } from '@/features/payments/components/payment-return-banner';

/**
 * /programs/:programId/register composed from two features (as dashboard-page):
 * the registration screen and the payment return message shown when the
 * family comes back from a cancelled checkout.
 */
export default function RegisterRoute() {
  return <RegisterPage paymentReturn={<PaymentReturnBanner />} />;
}
