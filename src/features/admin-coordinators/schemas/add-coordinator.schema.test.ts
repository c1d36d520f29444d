import { describe, expect, it } from 'vitest';
import { addCoordinatorSchema, NOTES_MAX } from './add-coordinator.schema';

describe('addCoordinatorSchema', () => {
  it.each([
    [{ program_id: '', user_id: '', notes: '' }, ['program_id', 'user_id']],
    [{ program_id: 'p', user_id: '', notes: '' }, ['user_id']],
    [{ program_id: '', user_id: 'u', notes: '' }, ['program_id']],
    [{ program_id: 'p', user_id: 'u', notes: '' }, []],
    [{ program_id: 'p', user_id: 'u', notes: 'x'.repeat(NOTES_MAX + 1) }, ['notes']],
  ])('%j -> errors on %j', (values, fields) => {
    const result = addCoordinatorSchema.safeParse(values);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(fields);
  });

  it('uses the single spec message for a missing program or user', () => {
    const result = addCoordinatorSchema.safeParse({ program_id: '', user_id: '', notes: '' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'addForm.errors.bothRequired',
      'addForm.errors.bothRequired',
    ]);
  });
});
