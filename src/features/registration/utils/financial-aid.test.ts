import { describe, expect, it } from 'vitest';
import type { ProgramAidRequest } from './financial-aid';
import { aidOffer, codeTargets } from './financial-aid';

const request = (over: Partial<ProgramAidRequest>): ProgramAidRequest => ({
  id: 'r',
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
  participants: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Ben' },
  ],
  approved_price_cents: null,
  code: null,
  code_uses_left: null,
  ...over,
});

describe('aidOffer', () => {
  it('offers the newest approved code with uses left', () => {
    const old = request({ id: 'old', status: 'approved', code: 'FA-OLD', code_uses_left: 1 });
    const recent = request({
      id: 'new',
      status: 'approved',
      code: 'FA-NEW',
      code_uses_left: 2,
      created_at: '2026-11-25T10:00:00Z',
    });
    expect(aidOffer([old, recent])).toMatchObject({ kind: 'code', request: { code: 'FA-NEW' } });
  });

  it('does not offer a used code, and says a pending request instead', () => {
    const used = request({ status: 'approved', code: 'FA-USED', code_uses_left: 0 });
    expect(aidOffer([used])).toEqual({ kind: 'none' });
    expect(aidOffer([used, request({ id: 'p' })])).toMatchObject({ kind: 'pending', request: { id: 'p' } });
  });

  it('says nothing for declined or withdrawn requests, or none', () => {
    expect(aidOffer([request({ status: 'rejected' }), request({ status: 'withdrawn' })])).toEqual({ kind: 'none' });
    expect(aidOffer(undefined)).toEqual({ kind: 'none' });
  });
});

describe('codeTargets', () => {
  it('applies the code to the request participants still to register, within the uses left', () => {
    const r = request({ status: 'approved', code: 'FA-1', code_uses_left: 2 });
    expect(codeTargets(r, ['a', 'b', 'c'], new Set())).toEqual(['a', 'b']);
    expect(codeTargets(r, ['a', 'b'], new Set(['a']))).toEqual(['b']);
    expect(codeTargets({ ...r, code_uses_left: 1 }, ['a', 'b'], new Set())).toEqual(['a']);
    expect(codeTargets(r, ['c'], new Set())).toEqual([]);
  });
});
