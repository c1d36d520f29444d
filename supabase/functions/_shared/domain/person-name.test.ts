import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('personName', () => {
  it.each([
    ['Ana', 'Skater', 'Ana Skater'],
    ['Ana', null, 'Ana'],
    [undefined, 'Skater', 'Skater'],
    ['', 'Skater', 'Skater'],
    [null, null, ''],
  ] as const)('%s + %s -> "%s"', (first, last, name) => expect(personName(first, last)).toBe(name));
});
