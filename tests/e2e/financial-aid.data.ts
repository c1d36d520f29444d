// Data for the financial-aid story (issue 25 point 6) against the shared e2e stack: its own families and paid
// program. The family's calls go through its signed-in client (the RPCs the screens call); the program is written
// with the service role, as an administrator's form does.
import { addDays } from '../../supabase/functions/_shared/domain/dates.ts';
import { must, service, today, type Family } from './family-pages.data';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

/**
 * An active program at `price` cents (one default option at that price) starting in 20 days, unique by name. Its
 * financial assistance is off and stays off: the family's approved code works all the same (issue 33 point 7e).
 */
export async function newPaidProgram(label: string, price: number): Promise<{ id: string; name: string }> {
  const svc = service();
  const start = addDays(today(), 20);
  const program = must(
    await svc
      .from('programs')
      .insert({
        name: `${label} ${tag()}`,
        start_date: start,
        end_date: addDays(start, 2),
        price,
        location: 'Bell Sensplex, Ottawa',
        description: 'Skating, passing and game play.',
        max_participants: 30,
      })
      .select('id, name')
      .single<{ id: string; name: string }>(),
  );
  must(
    await svc
      .from('program_price_tiers')
      .insert({ program_id: program.id, name: 'Regular Registration', price, is_default: true, display_order: 0 })
      .select('id'),
  );
  return program;
}

export type RegistrationRow = {
  participant_id: string;
  status: string;
  amount_paid: number;
  financial_assistance_code_id: string | null;
};

/** The program's registrations as the database holds them. */
export async function registrationsOf(programId: string): Promise<RegistrationRow[]> {
  return must(
    await service()
      .from('registrations')
      .select('participant_id, status, amount_paid, financial_assistance_code_id')
      .eq('program_id', programId),
  ) as RegistrationRow[];
}

/** The family's requests as the database holds them (status, approved price, the code's text and uses). */
export async function requestsOf(family: Family) {
  const rows = must(
    await service()
      .from('financial_aid_requests')
      .select('id, status, approved_price_cents, can_pay_cents, note, code_id')
      .eq('user_id', family.id),
  ) as {
    id: string;
    status: string;
    approved_price_cents: number | null;
    can_pay_cents: number;
    note: string | null;
    code_id: string | null;
  }[];
  return rows;
}

/** What the registration screen's code check answers to `family` for `code` (check_assistance_code, as itself). */
export async function checkCodeAs(family: Family, programId: string, code: string) {
  return must(await family.db.rpc('check_assistance_code', { p_program_id: programId, p_code: code })) as {
    valid: boolean;
    error: string | null;
  };
}
