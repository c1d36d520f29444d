import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { serverErrorDetails, serverErrorMessage, serverErrorReason, serverErrorText } from './server-errors';

const KEYS: Record<string, string> = {
  'demo:serverErrors.program_full': 'This program is full.',
  'demo:serverErrors.unique_violation': 'Already registered.',
  'demo:serverErrors.sold_out': 'Sold out.',
  'demo:serverErrors.phone_length': 'Phone too short.',
  'demo:serverErrors.year_range': 'Between {{min}} and {{max}}.',
  'demo:serverErrors.tier_window': 'Price tier {{n}}: dates out of order.',
  'demo:failed': 'Something went wrong.',
  'demo:admin.serverErrors.account_deleted': 'Already deleted.',
  'demo:failedWith': 'Failed: {{message}}',
};
const t = ((key: string, o?: Record<string, unknown>) => {
  const raw = KEYS[key];
  if (raw === undefined) return (o?.defaultValue as string | undefined) ?? key;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(o?.[k] ?? ''));
}) as unknown as TFunction;

describe('serverErrorReason', () => {
  it.each([
    ['a Postgres hint', { hint: 'program_full', code: 'P0001', message: 'x' }, 'program_full'],
    [
      'a refusal answered as a value',
      { error: { hint: 'invalid_assistance_code', message: 'x' } },
      'invalid_assistance_code',
    ],
    ['an edge function code', { code: 'sold_out', message: 'x' }, 'sold_out'],
    ['a known SQLSTATE', { code: '23505', message: 'duplicate key' }, 'unique_violation'],
    ['an unknown SQLSTATE', { code: '23514', message: 'violates check constraint' }, null],
    ['nothing', null, null],
    ['a string', 'boom', null],
  ])('%s', (_, error, reason) => expect(serverErrorReason(error)).toBe(reason));
});

describe('serverErrorText', () => {
  it.each([
    [{ message: ' Nope ' }, 'Nope'],
    [{ error: { message: 'Inner' } }, 'Inner'],
    ['plain', 'plain'],
    [undefined, ''],
  ])('%j -> %s', (error, out) => expect(serverErrorText(error)).toBe(out));
});

describe('serverErrorMessage', () => {
  const base = { ns: 'demo', fallbackKey: 'demo:failed' };
  it.each([
    ['a translated hint', { hint: 'program_full', message: 'full' }, base, 'This program is full.'],
    ['a translated SQLSTATE', { code: '23505', message: 'dup' }, base, 'Already registered.'],
    ['a translated function code', { code: 'sold_out', message: 'x' }, base, 'Sold out.'],
    [
      'values interpolated',
      { hint: 'year_range' },
      { ...base, values: { min: 1900, max: 2026 } },
      'Between 1900 and 2026.',
    ],
    [
      'values taken from the refusal',
      { hint: 'tier_window', details: '2' },
      { ...base, values: (e: unknown) => ({ n: serverErrorDetails(e) }) },
      'Price tier 2: dates out of order.',
    ],
    [
      'a constraint by name',
      { code: '23514', message: 'violates check constraint "participants_phone_length"' },
      { ...base, constraints: [[/phone_length/, 'phone_length']] as const },
      'Phone too short.',
    ],
    ['an unknown hint shows the message', { hint: 'nobody_knows', message: 'Raw text' }, base, 'Raw text'],
    [
      'an unknown failure inside unknownKey',
      { message: 'Raw text' },
      { ...base, unknownKey: 'demo:failedWith' },
      'Failed: Raw text',
    ],
    ['no message at all', {}, base, 'Something went wrong.'],
    ['an Error instance', new Error('Network down'), base, 'Network down'],
    [
      'a known reason inside wrapKey',
      { hint: 'program_full' },
      { ...base, wrapKey: 'demo:failedWith' },
      'Failed: This program is full.',
    ],
    ['no message inside wrapKey', {}, { ...base, wrapKey: 'demo:failedWith' }, 'Failed: Something went wrong.'],
    [
      'reasons kept under another key',
      { hint: 'account_deleted', message: 'x' },
      { ...base, reasonsKey: 'demo:admin.serverErrors' },
      'Already deleted.',
    ],
    [
      'a reason whose sentence lacks its values is worded as unknown',
      { hint: 'tier_window', message: 'Raw text' },
      { ...base, unknownKey: 'demo:failedWith', values: () => null },
      'Failed: Raw text',
    ],
    [
      'nor does a constraint then map',
      { code: '23514', message: 'phone_length' },
      { ...base, values: () => null, constraints: [[/phone_length/, 'phone_length']] as const },
      'phone_length',
    ],
  ])('%s', (_, error, options, out) => expect(serverErrorMessage(error, t, options)).toBe(out));
});

describe('serverErrorDetails', () => {
  it.each([
    [{ details: '3', message: 'x' }, '3'],
    [{ error: { details: 'inner' } }, 'inner'],
    [{ details: null }, ''],
    [null, ''],
  ])('%j -> %s', (error, out) => expect(serverErrorDetails(error)).toBe(out));
});
