// What a journey does with the screen reader: real keystrokes into the display (xdotool, so Orca hears them as a
// person's keys and its browse-mode commands work), and what Orca said after each, kept as the journey's transcript.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { OrcaSession } from './orca-session';

const run = promisify(execFile);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Quiet this long after a key = Orca has said what it will say. */
const QUIET_MS = 400;
const MAX_WAIT_MS = 12_000;
/**
 * A key a person presses gets an answer. When Orca has said nothing yet, it is waited for this long (a loaded machine
 * can take longer than QUIET_MS to draw a dialog; CI once read the silence before it as the dialog never opening).
 */
const FIRST_WORD_MS = 4_000;

export class ScreenReader {
  /** The transcript: '» key' lines for what the person pressed, then each utterance; '## step' headings. */
  readonly lines: string[] = [];
  /** The run's own values (an e-mail address, a name with a suffix), shown by label in the saved transcript. */
  readonly values: Record<string, string> = {};
  /** Likewise for values known only by their shape (a surname with a run's suffix). */
  readonly patterns: [RegExp, string][] = [];
  /** What the app may or may not say depending on how fast it answers (a progress line): left out of the snapshot. */
  readonly volatile: RegExp[] = [];
  private seen: number;

  constructor(
    private readonly session: OrcaSession,
    readonly page: Page,
  ) {
    this.seen = session.heard().length;
  }

  /** Everything said since the last key (or the start), now part of the transcript. */
  private collect(): string[] {
    const all = this.session.heard();
    if (this.seen > all.length) this.seen = all.length;
    const fresh = all.slice(this.seen);
    this.seen = all.length;
    this.lines.push(...fresh);
    return fresh;
  }

  /** Waits until Orca has handled everything (its log has stopped growing), then collects what it said. */
  async settle(minMs = 250): Promise<string[]> {
    await wait(minMs);
    const started = Date.now();
    let size = this.session.activity();
    let quietSince = Date.now();
    while (Date.now() - started < MAX_WAIT_MS) {
      await wait(100);
      const now = this.session.activity();
      if (now !== size) {
        size = now;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) break;
    }
    return this.collect();
  }

  /**
   * Opens a page as a person typing its address would (a full load), and hears it out. The transcript starts here.
   * Where Orca's caret is after a load varies: a journey's first key is '1' (the page's one level-1 heading).
   */
  async open(path: string) {
    if (this.lines.length === 0) {
      // What was said before the journey (its sign-in, the start page) is not part of it: heard out and dropped.
      await this.settle();
      this.lines.length = 0;
    }
    this.collect();
    this.lines.push(`» open ${path}`);
    await this.page.goto(path);
    // The page's own requests answered (its sections drawn, their messages said) before the journey goes on.
    await this.page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await this.settle(1000);
    // From the top of the page, as after a load (Orca may have put its caret where the page's script moved it).
    this.lines.push('» ctrl+Home');
    await run('xdotool', ['key', '--clearmodifiers', 'ctrl+Home'], { env: this.session.env });
    await this.settle();
  }

  /** What Orca said in the current step (since the last '## step' line, or the start). */
  said(): string[] {
    this.collect();
    const from = this.lines.findLastIndex((l) => l.startsWith('## '));
    return this.lines.slice(from + 1).filter((l) => !l.startsWith('» '));
  }

  /** Waits (hearing everything out) until the current step has said something matching: an outcome said late. */
  async waitToHear(expected: RegExp, ms = 15_000): Promise<void> {
    const started = Date.now();
    while (!expected.test(this.said().join(' '))) {
      if (Date.now() - started > ms) throw new Error(`Never heard ${expected}. Heard:\n${this.said().join('\n')}`);
      await this.settle();
    }
  }

  /** A heading in the transcript for the next part of the journey (what the person sets out to do). */
  step(title: string) {
    this.collect();
    this.lines.push('', `## ${title}`);
  }

  /** Presses keys (xdotool names: Tab, shift+Tab, h, Return, space, Down), one at a time, each heard out. */
  async key(...keys: string[]): Promise<string[]> {
    const said: string[] = [];
    for (const k of keys) {
      this.collect();
      this.lines.push(`» ${k}`);
      await run('xdotool', ['key', '--clearmodifiers', k], { env: this.session.env });
      const pressed = Date.now();
      let answer = await this.settle();
      while (answer.length === 0 && Date.now() - pressed < FIRST_WORD_MS) answer = await this.settle(100);
      said.push(...answer);
    }
    return said;
  }

  /** Types text into the focused field, as a keyboard does (Orca echoes it; the echo is kept out of the transcript). */
  async type(text: string) {
    this.collect();
    this.lines.push(`» type ${JSON.stringify(text)}`);
    // Orca may still be switching to focus mode on the field just reached: the first letters would be its keys.
    await wait(300);
    await run('xdotool', ['type', '--delay', '30', text], { env: this.session.env });
    await this.settle();
    this.lines.splice(this.lines.lastIndexOf(`» type ${JSON.stringify(text)}`) + 1);
  }

  /** Presses a key until Orca says something matching (a person pressing H until the heading they want), at most n. */
  async keyUntil(key: string, heard: RegExp, n = 25): Promise<string[]> {
    for (let i = 0; i < n; i++) {
      const said = await this.key(key);
      // One item may be said in parts (a program's name in its own language is a part of its own).
      if (heard.test(said.join(' '))) return said;
    }
    throw new Error(
      `Pressed ${key} ${n} times and never heard ${heard}. Last heard:\n${this.lines.slice(-12).join('\n')}`,
    );
  }
}
