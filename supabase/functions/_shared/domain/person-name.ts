// How a person's name is shown everywhere (screens, CSV, e-mails): first name then last name.

/** 'Ana Skater'; a missing or blank part is left out, so one name alone has no stray space ('' when both are missing). */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ');
}
