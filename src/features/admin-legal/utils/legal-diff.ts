import { diffWordsWithSpace } from 'diff';

/** A run of text in one column of the side-by-side difference. */
export type DiffSegment = { text: string; change: 'same' | 'added' | 'removed' };

export type SideBySide = {
  /** The older version: unchanged text and what was removed. */
  before: DiffSegment[];
  /** The newer version: unchanged text and what was added. */
  after: DiffSegment[];
  /** How many runs were added and removed (said in words above the columns). */
  added: number;
  removed: number;
};

/**
 * The word-level difference between two texts (jsdiff's diffWordsWithSpace: spaces and line breaks are tokens, so each column is exactly its text), as two
 * columns: the older text with its removals marked, the newer text with its
 * additions marked. Line breaks stay in the text (rendered pre-wrap).
 */
export function sideBySide(older: string, newer: string): SideBySide {
  const out: SideBySide = { before: [], after: [], added: 0, removed: 0 };
  for (const part of diffWordsWithSpace(older, newer)) {
    if (part.added) {
      out.after.push({ text: part.value, change: 'added' });
      out.added++;
    } else if (part.removed) {
      out.before.push({ text: part.value, change: 'removed' });
      out.removed++;
    } else {
      out.before.push({ text: part.value, change: 'same' });
      out.after.push({ text: part.value, change: 'same' });
    }
  }
  return out;
}

/** The text a screen reader hears for one column: changes wrapped in their labels ('[Added: x]'). */
export function spokenColumn(segments: DiffSegment[], labels: { added: string; removed: string }): string {
  return segments
    .map((s) => (s.change === 'same' ? s.text : `[${s.change === 'added' ? labels.added : labels.removed}: ${s.text}]`))
    .join('');
}
