import type { AidRequestRow } from '@/lib/data/financial-aid';

/** What the registration screen says about the family's requests for this program (my_financial_aid_requests). */
export type ProgramAidRequest = Pick<
  AidRequestRow,
  'id' | 'status' | 'created_at' | 'participants' | 'approved_price_cents' | 'code' | 'code_uses_left'
>;

export type AidOffer =
  | { kind: 'code'; request: ProgramAidRequest & { code: string } }
  | { kind: 'pending'; request: ProgramAidRequest }
  | { kind: 'none' };

/**
 * What the registration screen says about the family's financial-aid requests for the program (issue 25 point 6):
 * an approved code with uses left (the newest), else a pending request, else nothing (the 'Ask' link).
 */
export function aidOffer(requests: ProgramAidRequest[] | undefined): AidOffer {
  const newest = [...(requests ?? [])].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  const approved = newest.find((r) => r.status === 'approved' && r.code && (r.code_uses_left ?? 1) > 0);
  if (approved?.code) return { kind: 'code', request: { ...approved, code: approved.code } };
  const pending = newest.find((r) => r.status === 'pending');
  return pending ? { kind: 'pending', request: pending } : { kind: 'none' };
}

/**
 * Who the code is applied to: the request's participants still in the family's list and not registered yet, at most
 * as many as the code has uses left.
 */
export function codeTargets(request: ProgramAidRequest, participantIds: string[], activeIds: Set<string>): string[] {
  const left = request.code_uses_left ?? request.participants.length;
  return request.participants
    .map((p) => p.id)
    .filter((id) => participantIds.includes(id) && !activeIds.has(id))
    .slice(0, Math.max(left, 0));
}
