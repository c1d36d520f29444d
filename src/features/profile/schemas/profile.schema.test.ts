import { describe, expect, it } from 'vitest';
import { photoProblem } from './profile.schema';

describe('profile photo (spec 1 section 5)', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 }, 'profile:errors.tooLarge'],
    [{ type: 'image/png', size: 6 * 1024 * 1024 }, 'profile:errors.tooLarge'],
    [{ type: 'application/pdf', size: 1000 }, 'profile:errors.notImage'],
    [{ type: '', size: 10 }, 'profile:errors.notImage'],
  ])('%o -> %s', (file, problem) => expect(photoProblem(file)).toBe(problem));
});
