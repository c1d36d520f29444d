// A journey's transcript: what Orca said, normalised so that a run on another day, another machine or another load
// reads the same, and checked for what a screen-reader user must never hear.

const EN_MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const FR_MONTH =
  '(?:janv(?:ier|\\.)?|févr(?:ier|\\.)?|mars|avr(?:il|\\.)?|mai|juin|juil(?:let|\\.)?|août|sept(?:embre|\\.)?|oct(?:obre|\\.)?|nov(?:embre|\\.)?|déc(?:embre|\\.)?)';
/** Ids (or their first characters, as a confirmation number shows them) and dates (the data is made relative to
 * today: a birth date, a deadline) differ at every run. */
const ALWAYS: [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f-]{1,17}\b/g, 'id'],
  // No word boundary before: the roster's cell says '12 yearsNovember 28, 2014' (two pieces of text, no space).
  [new RegExp(`${EN_MONTH} \\d{1,2}, \\d{4}(?:, \\d{1,2}:\\d{2}\\s?[ap]\\.m\\.)?`, 'g'), 'date'],
  [new RegExp(`\\d{1,2}(?:er)? ${FR_MONTH} \\d{4}(?:,? (?:à )?\\d{1,2} h \\d{2})?`, 'g'), 'date'],
];

/** What differs between runs of the same journey and is not the app's doing: page-load chatter. */
const TIMING_CHATTER = [
  /^Loading\. {1,2}Please wait\.$/,
  /^Chargement en cours\. Veuillez patienter\.$/,
  /^Finished loading .*\.$/,
  /^Chargement de .* terminé\.$/,
  // A spinner's words ('Loading program details...'), said or not depending on how fast the data comes.
  /^Loading .*\.\.\.$/,
  /^Chargement .*\.\.\.$/,
  /^(Wrapping to top|Wrapping to bottom|Poursuivre d’en haut|Poursuivre d’en bas)\.$/,
  // A full load's first words: the title and what has been drawn so far depend on when Orca looks.
  / document web\.$/,
  /^(Page has|La page possède) .*\.$/,
  // Orca's own account of where the focus went and in which mode it is: said or not depending on which of its
  // events it handles first.
  /^(Browse mode|Focus mode|Mode navigation|Mode focus)$/,
  /^(leaving|sortie d[eu]s?|sortie de la|sortie de l’) [^.]*\.$/,
  /^(main content|contenu principal)$/,
  /^menu$/,
  // The browser's status bar (a link's address), shown or not as the pointer happens to lie.
  /^(statusbar|barre d’état)\.$/,
  // The browser's download bubble (its own words, and the size of the file).
  /^Recent download history /,
];

/**
 * The transcript as saved and compared: the journey's values (e-mail addresses, names with a run's suffix, dates)
 * replaced by their labels, and page-load chatter whose place or words depend on timing left out.
 */
export function normalise(
  lines: string[],
  values: Record<string, string> = {},
  patterns: [RegExp, string][] = [],
  volatile: RegExp[] = [],
): string[] {
  const pairs = Object.entries(values).sort((a, b) => b[1].length - a[1].length);
  return lines
    .filter((line) => ![...TIMING_CHATTER, ...volatile].some((re) => re.test(line)))
    .map((line) => line.replace(BROWSER_DOWNLOAD, '$1$2: <file>'))
    .map((line) => {
      let out = line;
      for (const [label, value] of pairs) if (value) out = out.split(value).join(`<${label}>`);
      for (const [re, label] of [...patterns, ...ALWAYS]) out = out.replace(re, `<${label}>`);
      // Whether Orca says 'clickable' of a heading the app has just focused is a race (unlabelled() keeps the rule).
      return out.replace(/ (clickable|cliquable)\./, '.');
    })
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''));
}

/**
 * Orca 43 calls a focusable element inside the app 'clickable' (the app's root listens for clicks). Reached by the
 * person's own browse-mode keys (H, K, B, X, E, C, T, the arrows) nothing may be called so: the headings used to be,
 * by a static tabindex (now lib/focus-target). Two cases are left and said in the accessibility statement: an
 * agreement's scrolling text, which must stay focusable for keyboard users, and a heading the app moves the focus to
 * after an action (Orca 43 looks at it while it is focusable).
 */
const BROWSE_KEYS = /^» (shift\+)?[hkbxectHKBXECT1-6]$|^» (Up|Down|ctrl\+Home)$/;
const CLICKABLE_KNOWN = /^(Text of the .* region|Texte .* région) (clickable|cliquable)\.$/;

const ROLE_ALONE =
  /^(push button|button|toggle button|link|visited link|image|graphic|clickable|bouton|bouton bascule|lien|lien visité|image|cliquable)\.?$/i;

/** The browser's own download bar names the file Playwright saved (an id): not the app's words. */
export const BROWSER_DOWNLOAD = /^(notification )?(Download complete|Téléchargement terminé).*$/;

/** What a screen-reader user must never hear: a control without a name, 'clickable' while browsing, a file name or an id. */
export function unlabelled(lines: string[]): string[] {
  let lastKey = '';
  return lines.filter((line) => {
    if (line.startsWith('» ')) {
      lastKey = line;
      return false;
    }
    if (BROWSER_DOWNLOAD.test(line)) return false;
    const clickable = /\b(clickable|cliquable)\b/i.test(line) && !CLICKABLE_KNOWN.test(line);
    return (
      ROLE_ALONE.test(line.trim()) ||
      (clickable && BROWSE_KEYS.test(lastKey)) ||
      /\b[\w-]+\.(png|jpe?g|gif|svg|webp|pdf)\b/i.test(line) ||
      /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i.test(line)
    );
  });
}

/** The transcript's steps ('## …' lines), each as the set of what was said in it (keys left out). */
function steps(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  let current = new Set<string>();
  out.set('(start)', current);
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) out.set(line, (current = out.get(line) ?? new Set()));
    else if (line && !line.startsWith('» ')) current.add(line);
  }
  return out;
}

/**
 * How a run's transcript differs from the saved one, step by step: what was said that was not, and what was not
 * said that was. Within a step, order and repetition are left out (Orca's order of its queued events varies), and so
 * are the keys pressed (a person pressing H until a heading may press it once more when the page is slow). What is
 * said before the first step (a page's load, the top line) depends on when Orca looks: kept in the file, not compared.
 */
export function transcriptDiff(saved: string, got: string): string[] {
  const want = steps(saved);
  const have = steps(got);
  const out: string[] = [];
  for (const name of new Set([...want.keys(), ...have.keys()])) {
    if (name === '(start)') continue;
    const w = want.get(name) ?? new Set<string>();
    const h = have.get(name) ?? new Set<string>();
    const extra = [...h].filter((l) => !w.has(l));
    const missing = [...w].filter((l) => !h.has(l));
    if (extra.length || missing.length)
      out.push(name, ...extra.map((l) => `  + ${l}`), ...missing.map((l) => `  - ${l}`));
  }
  return out;
}
