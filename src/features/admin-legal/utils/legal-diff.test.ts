import { describe, expect, it } from 'vitest';
import { sideBySide, spokenColumn } from './legal-diff';

const labels = { added: 'Added', removed: 'Removed' };

describe('sideBySide (issue 22 point 4: the difference between two versions, conveyed in words)', () => {
  const cases: {
    name: string;
    older: string;
    newer: string;
    before: string;
    after: string;
    added: number;
    removed: number;
  }[] = [
    {
      name: 'identical texts',
      older: 'Hockey has risks.',
      newer: 'Hockey has risks.',
      before: 'Hockey has risks.',
      after: 'Hockey has risks.',
      added: 0,
      removed: 0,
    },
    {
      name: 'a word added',
      older: 'Hockey has risks.',
      newer: 'Hockey has real risks.',
      before: 'Hockey has risks.',
      after: 'Hockey has [Added: real ]risks.',
      added: 1,
      removed: 0,
    },
    {
      name: 'a word removed',
      older: 'Hockey has real risks.',
      newer: 'Hockey has risks.',
      before: 'Hockey has [Removed: real ]risks.',
      after: 'Hockey has risks.',
      added: 0,
      removed: 1,
    },
    {
      name: 'a word replaced',
      older: 'Wear a helmet.',
      newer: 'Wear a mask.',
      before: 'Wear a [Removed: helmet].',
      after: 'Wear a [Added: mask].',
      added: 1,
      removed: 1,
    },
    {
      name: 'a paragraph added keeps the line breaks',
      older: 'One.',
      newer: 'One.\n\nTwo.',
      before: 'One.',
      after: 'One.[Added: \n\nTwo.]',
      added: 1,
      removed: 0,
    },
    {
      name: 'from nothing',
      older: '',
      newer: 'New text',
      before: '',
      after: '[Added: New text]',
      added: 1,
      removed: 0,
    },
  ];
  it.each(cases)('$name', ({ older, newer, before, after, added, removed }) => {
    const d = sideBySide(older, newer);
    expect(spokenColumn(d.before, labels)).toBe(before);
    expect(spokenColumn(d.after, labels)).toBe(after);
    expect(d.added).toBe(added);
    expect(d.removed).toBe(removed);
    // Each column is its own text again once the marks are dropped.
    expect(d.before.map((s) => s.text).join('')).toBe(older);
    expect(d.after.map((s) => s.text).join('')).toBe(newer);
    expect(d.before.some((s) => s.change === 'added')).toBe(false);
    expect(d.after.some((s) => s.change === 'removed')).toBe(false);
  });
});
