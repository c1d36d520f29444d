import MyRegistrationsPage from '@/features/my-registrations/components/my-registrations-page';
import { WaitlistSection } from '@/features/waitlist/components/waitlist-section';

/** /registrations composed from two features: the registrations and the family's waiting lists (issue 24). */
export default function MyRegistrationsRoute() {
  return <MyRegistrationsPage waitlist={<WaitlistSection />} />;
}
