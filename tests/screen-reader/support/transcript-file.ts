// The reviewed transcripts, tests/screen-reader/transcripts/<journey>.<en|fr>.txt: what a journey's run says in each
// step is compared with what its file says (transcriptDiff), as a snapshot (strict with SR_STRICT=1, else reported);
// SR_UPDATE=1 (or a journey with no file yet, outside CI) writes it, and the change is reviewed as a diff.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type TestInfo } from '@playwright/test';
import { normalise, transcriptDiff, unlabelled } from './transcript';

const DIR = fileURLToPath(new URL('../transcripts/', import.meta.url));

export function transcriptPath(testInfo: TestInfo, lang: string): string {
  return `${DIR}${basename(testInfo.file).replace(/\.sr\.ts$/, '')}.${lang}.txt`;
}

/** Keeps the raw transcript with the run's results; checks and compares the normalised one. */
export function checkTranscript(
  testInfo: TestInfo,
  lang: string,
  lines: string[],
  values: Record<string, string>,
  patterns: [RegExp, string][] = [],
  volatile: RegExp[] = [],
) {
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(testInfo.outputPath(`transcript.${lang}.raw.txt`), lines.join('\n') + '\n');
  if (testInfo.status !== 'passed') return;
  const text = normalise(lines, values, patterns, volatile).join('\n').trim() + '\n';
  expect(unlabelled(lines), 'Orca said something without a name, "clickable", a file name or an id').toEqual([]);
  const path = transcriptPath(testInfo, lang);
  if (process.env.SR_UPDATE === '1' || (!existsSync(path) && !process.env.CI)) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, text);
    return;
  }
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`SR_UPDATE=1 npm run test:sr\` and review it.`);
  const diff = transcriptDiff(readFileSync(path, 'utf8'), text);
  if (!diff.length) return;
  writeFileSync(testInfo.outputPath(`transcript.${lang}.txt`), text);
  const message = `what Orca said differs from ${path} (SR_UPDATE=1 rewrites it; review the diff)`;
  // On two busy cores a step still differs now and then (where Orca's caret lands after the focus is lost, a path
  // Tab takes after a list reloads): the comparison fails the run with SR_STRICT=1, else it is reported. What must
  // be heard is asserted by each journey either way.
  if (process.env.SR_STRICT === '1') expect(diff, message).toEqual([]);
  console.warn(`! ${message}:\n${diff.join('\n')}`);
  testInfo.annotations.push({ type: 'transcript differs', description: diff.join('\n') });
}
