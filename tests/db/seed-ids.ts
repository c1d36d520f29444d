// Fixed ids and logins of supabase/seed.sql, so database tests can name rows.
export const DEMO_PASSWORD = 'demo-password-2026';

export const users = {
  admin: { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@example.org' },
  parent: { id: 'a0000000-0000-4000-8000-000000000002', email: 'parent@example.org' },
  player: { id: 'a0000000-0000-4000-8000-000000000003', email: 'player@example.org' },
  coach: { id: 'a0000000-0000-4000-8000-000000000004', email: 'coach@example.org' },
  volunteer: { id: 'a0000000-0000-4000-8000-000000000005', email: 'volunteer@example.org' },
  coordinator: { id: 'a0000000-0000-4000-8000-000000000006', email: 'coordinator@example.org' },
} as const;
export type DemoRole = keyof typeof users;

export const participants = {
  emma: 'b0000000-0000-4000-8000-000000000001', // parent's child
  liam: 'b0000000-0000-4000-8000-000000000002', // parent's child
  alex: 'b0000000-0000-4000-8000-000000000003', // the player's own record
};
export const volunteerProfile = 'c0000000-0000-4000-8000-000000000001';

export const programs = {
  past: 'e0000000-0000-4000-8000-000000000001', // Fall Skills Camp, free
  ongoing: 'e0000000-0000-4000-8000-000000000002', // Winter League, paid, coordinated
  springPaid: 'e0000000-0000-4000-8000-000000000003', // two tiers, Early Bird sold out
  summerAssist: 'e0000000-0000-4000-8000-000000000004', // assistance codes + questions
  tryItFree: 'e0000000-0000-4000-8000-000000000005', // free upcoming
  inactive: 'e0000000-0000-4000-8000-000000000006', // not published
};

export const tiers = {
  pastRegular: 'f0000000-0000-4000-8000-000000000001',
  ongoingRegular: 'f0000000-0000-4000-8000-000000000002',
  springEarlyBird: 'f0000000-0000-4000-8000-000000000003',
  springRegular: 'f0000000-0000-4000-8000-000000000004',
  summerRegular: 'f0000000-0000-4000-8000-000000000005',
  tryItRegular: 'f0000000-0000-4000-8000-000000000006',
};

export const codes = {
  assist50: '0a000000-0000-4000-8000-000000000001', // single use, unused, 150.00
  fullAid: '0a000000-0000-4000-8000-000000000002', // single use, used up, 0.00
};

export const questions = {
  checkbox: '0b000000-0000-4000-8000-000000000001',
  selectRequired: '0b000000-0000-4000-8000-000000000002',
  radio: '0b000000-0000-4000-8000-000000000003',
  text: '0b000000-0000-4000-8000-000000000004',
};

export const registrations = {
  emmaPastApproved: '90000000-0000-4000-8000-000000000001',
  emmaOngoingRejected: '90000000-0000-4000-8000-000000000002',
  emmaTryItPending: '90000000-0000-4000-8000-000000000003',
  emmaSpringApproved: '90000000-0000-4000-8000-000000000004',
  liamOngoingApproved: '90000000-0000-4000-8000-000000000005',
  liamSummerPending: '90000000-0000-4000-8000-000000000006',
  liamSpringRefunded: '90000000-0000-4000-8000-000000000007',
  liamTryItDraft: '90000000-0000-4000-8000-000000000008',
  alexSpringApproved: '90000000-0000-4000-8000-000000000009',
  alexPastCancelled: '90000000-0000-4000-8000-00000000000a',
  valOngoingApproved: '90000000-0000-4000-8000-00000000000b',
  valTryItPending: '90000000-0000-4000-8000-00000000000c',
};

export const contacts = {
  emmaPrimary: 'd0000000-0000-4000-8000-000000000001',
  liamPrimary: 'd0000000-0000-4000-8000-000000000003',
  alexPrimary: 'd0000000-0000-4000-8000-000000000004',
  valPrimary: 'd0000000-0000-4000-8000-000000000005',
};
export const coordinatorAssignment = '0c000000-0000-4000-8000-000000000001';

/** Yearly concussion confirmations (supabase/seed.sql, issue 24): Alex has none. */
export const concussionConfirmations = {
  emmaValid: '1c000000-0000-4000-8000-000000000001', // two months ago, with the parent
  liamLapsing: '1c000000-0000-4000-8000-000000000002', // valid 15 more days
  coach: '1c000000-0000-4000-8000-000000000003',
  coordinator: '1c000000-0000-4000-8000-000000000004',
  volunteer: '1c000000-0000-4000-8000-000000000005', // no Code of Conduct
};
