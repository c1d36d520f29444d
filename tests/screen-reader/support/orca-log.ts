// Orca's debug log, read: what it said, one utterance an entry, in order.

/**
 * The utterances in an Orca debug log (`SPEECH OUTPUT: 'text'{...}` lines). Left out: the echo of each key pressed
 * (Orca logs it with a trailing space: 'tab ', 'h '): the transcript has its own line for what was pressed.
 */
export function speechLines(log: string): string[] {
  const out: string[] = [];
  for (const m of log.matchAll(/ - SPEECH OUTPUT: '(.*?)'\s*[[{][^\n]*$/gm)) {
    const raw = m[1]!;
    if (raw.endsWith(' ')) continue;
    out.push(raw.trim());
  }
  return out;
}
