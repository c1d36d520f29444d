// Which stored answers a custom question accepts (spec 2 section 7): a checkbox
// is stored ticked ('true') or not at all; a select or radio answer is one of
// the question's options, exactly; a text answer is any text. The one
// TypeScript copy (the checkout's check before a card is charged); the
// database's copy is private.answer_fits_question() in migration
// 20261125611000_check_question_answers.sql, which a trigger on
// registration_responses applies to every answer, however it is written.
// Both run the table of cases in answer-rule.cases.json.

export type QuestionType = 'checkbox' | 'text' | 'select' | 'radio';

/** An answer as the database stores it (private.answer_text): trimmed text, 'true', a joined list, or null when empty. */
export function answerText(value: unknown): string | null {
  let text: string | null = null;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'boolean') text = value ? 'true' : null;
  else if (typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) text = value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  return text === '' || text === 'false' ? null : text;
}

/** True when the stored text is an answer this question offers (null, no answer, always fits). */
export function answerFitsQuestion(type: string, options: readonly string[], text: string | null): boolean {
  if (text === null) return true;
  if (type === 'checkbox') return text === 'true';
  if (type === 'select' || type === 'radio') return options.includes(text);
  return true;
}
