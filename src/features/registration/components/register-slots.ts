import type { ReactNode } from 'react';
import type { RegisterParticipant } from '../api/participants';
import type { RegisterTier } from '../api/price-tiers';

/** What the waiting list's join panel is given (the waitlist feature's WaitlistJoin, composed in src/app/pages). */
export type WaitlistJoinProps = {
  programId: string;
  participants: RegisterParticipant[];
  tiers: RegisterTier[];
  programFull: boolean;
  preselect?: string | null;
};

/** The parts of the registration screen that other features own (issue 38 point 2), composed in src/app/pages. */
export type RegisterSlots = {
  /** The payment return message (?payment=cancelled from the checkout). */
  paymentReturn?: ReactNode;
  /** 'Join the waiting list' for a full program or a sold-out price option. */
  waitlistJoin: (props: WaitlistJoinProps) => ReactNode;
};
