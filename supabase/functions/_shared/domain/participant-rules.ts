// Participant, volunteer and emergency-contact rules (spec 1 sections 3-5).
// Codes as stored (ARCHITECTURE section 9); the database enforces the same
// rules (migration 20261123010000_add_profile_rules.sql).

/** Spec 1 section 9: phone minimum 10 characters. */
export const PHONE_MIN_LENGTH = 10;
/** Spec 1 section 9: first blind hockey year from 1900 to the current year. */
export const FIRST_BLIND_HOCKEY_YEAR_MIN = 1900;
/** Spec 1 section 9: profile photo at most 5 MB (must be smaller than 5 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export const DEFAULT_PROVINCE = 'ON';

/** Completion wizard and edit modal reading of gender identity. */
export const GENDERS = ['male', 'female', 'non_binary', 'two_spirit', 'self_describe', 'prefer_not_to_say'] as const;
/** The add-participant wizard omits the self-describe option (spec 1 section 2). */
export const GENDERS_ADD = GENDERS.filter((g) => g !== 'self_describe');
/** The profile page's reading (spec 1 section 3). */
export const GENDERS_PROFILE = ['male', 'female', 'prefer_not_to_say', 'prefer_to_self_describe'] as const;
/** Both self-describe codes keep the self-description text (ARCHITECTURE section 9). */
export const SELF_DESCRIBE_GENDERS = ['self_describe', 'prefer_to_self_describe'] as const;

export const VISUAL_CLASSIFICATIONS = ['B1', 'B2', 'B3', 'B4', 'Unknown'] as const;
/** The add-participant wizard omits Unknown. */
export const VISUAL_CLASSIFICATIONS_ADD = VISUAL_CLASSIFICATIONS.filter((c) => c !== 'Unknown');
export const VISUAL_CONDITIONS = [
  'retinitis_pigmentosa',
  'lhon',
  'aniridia',
  'albinism',
  'amd',
  'stargardts',
  'diabetic_retinopathy',
  'cataracts',
  'glaucoma',
  'other',
] as const;

export const RELATIONSHIPS = ['parent', 'guardian', 'spouse', 'sibling', 'friend', 'other'] as const;
/** The sign-up-time (completion) wizard also offers other_family (spec 1 section 3). */
export const RELATIONSHIPS_COMPLETION = [
  'parent',
  'guardian',
  'spouse',
  'sibling',
  'other_family',
  'friend',
  'other',
] as const;

export const SKATING_LEVELS = ['none', 'beginner', 'intermediate', 'advanced'] as const;
/** The profile page omits 'none'. */
export const SKATING_LEVELS_PROFILE = SKATING_LEVELS.filter((s) => s !== 'none');
export const COACHING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const POSITIONS = ['forward', 'defense', 'goalie'] as const;
export const REFERRAL_SOURCES = [
  'social_media',
  'traditional_media',
  'cnib_referral',
  'try_it_program',
  'word_of_mouth',
  'other',
] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text, or null when empty (spec 1 section 5: optional fields are sent as null). */
export function nullIfBlank(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
}

export function isPhoneLongEnough(value: string | null | undefined): boolean {
  return (value ?? '').trim().length >= PHONE_MIN_LENGTH;
}

/** A full e-mail address (emergency contacts, volunteer). */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** Empty is fine (optional); otherwise a whole number from 1900 to `currentYear`. */
export function isValidFirstBlindHockeyYear(value: string | number | null | undefined, currentYear: number): boolean {
  if (value === null || value === undefined || String(value).trim() === '') return true;
  const text = String(value).trim();
  if (!/^\d{1,4}$/.test(text)) return false;
  const year = Number(text);
  return year >= FIRST_BLIND_HOCKEY_YEAR_MIN && year <= currentYear;
}

export function isSelfDescribe(gender: string | null | undefined): boolean {
  return (SELF_DESCRIBE_GENDERS as readonly string[]).includes(gender ?? '');
}

type Conditional = {
  gender_identity?: string | null;
  gender_self_description?: string | null;
  visual_condition?: string | null;
  visual_condition_other?: string | null;
  hockey_referral_source?: string | null;
  hockey_referral_other?: string | null;
  relationship?: string | null;
  relationship_other?: string | null;
};

/**
 * Spec 1 section 4: each 'other' text is kept only when its choice is
 * self-describe / Other / other; otherwise it is cleared (null). Kept texts
 * are trimmed, and null when blank. Only keys present in `values` are touched.
 */
export function clearConditionalFields<T extends Conditional>(values: T): T {
  const out: T = { ...values };
  const keep = (key: keyof Conditional, when: boolean) => {
    if (key in out) (out as Conditional)[key] = when ? nullIfBlank(out[key] as string | null) : null;
  };
  keep('gender_self_description', isSelfDescribe(out.gender_identity));
  keep('visual_condition_other', out.visual_condition === 'other');
  keep('hockey_referral_other', out.hockey_referral_source === 'other');
  keep('relationship_other', out.relationship === 'other');
  return out;
}

/** The offered options plus the current stored value when it comes from another reading. */
export function optionsWith<T extends string>(options: readonly T[], current: string | null | undefined): string[] {
  return current && !(options as readonly string[]).includes(current) ? [...options, current] : [...options];
}
