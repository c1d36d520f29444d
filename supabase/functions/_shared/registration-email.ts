// The "registration received" e-mail (spec 2 section 7: queue-registration-email,
// one per created registration), in the language the user registered in.
// Pure so it is unit-tested; the edge function stores the result in email_outbox.
// The program's name and location in that language: the French when the
// message is French and the program has it, else the English (issue 22).
import { inLanguage } from './email/localized.ts';
import { FRESH_ORGANISATION, organisationName } from './domain/organisation.ts';

export type RegistrationEmailInput = {
  language: 'en' | 'fr';
  recipientFirstName: string | null;
  personName: string;
  programName: string;
  /** The program's French name; null or absent: French missing (the English is used). */
  programNameFr?: string | null;
  startDate: string;
  endDate: string;
  location: string | null;
  locationFr?: string | null;
  status: string;
  registrationId: string;
  isVolunteer: boolean;
  /** The organisation's name in the message's language (organisation_details()); absent: a fresh project's. */
  organisationName?: string;
};

export const REGISTRATION_EMAIL_TEMPLATE = 'registration_received';

export function registrationEmail(input: RegistrationEmailInput): { subject: string; body: string } {
  const i = {
    ...input,
    programName: inLanguage(input.programName, input.programNameFr, input.language),
    location: inLanguage(input.location, input.locationFr, input.language),
    organisationName: input.organisationName ?? organisationName(FRESH_ORGANISATION, input.language),
  };
  const ref = i.registrationId.slice(0, 8);
  const place = i.location ? `, ${i.location}` : '';
  if (i.language === 'fr') {
    const what = i.isVolunteer ? 'Votre inscription comme bénévole' : `L’inscription de ${i.personName}`;
    return {
      subject: `Inscription reçue : ${i.programName}`,
      body: [
        `Bonjour ${i.recipientFirstName ?? ''},`.replace(' ,', ','),
        '',
        `${what} au programme ${i.programName} (du ${i.startDate} au ${i.endDate}${place}) a bien été reçue.`,
        i.status === 'approved'
          ? 'Elle est confirmée.'
          : 'Elle est en attente d’approbation : nous vous écrirons dès qu’elle sera approuvée. Les détails de paiement, s’il y a lieu, vous seront envoyés séparément.',
        `Numéro de référence : ${ref}`,
        '',
        'Merci et à bientôt sur la glace!',
        `L’équipe de ${i.organisationName}`,
      ].join('\n'),
    };
  }
  const what = i.isVolunteer ? 'Your volunteer registration' : `The registration of ${i.personName}`;
  return {
    subject: `Registration received: ${i.programName}`,
    body: [
      `Hello ${i.recipientFirstName ?? ''},`.replace(' ,', ','),
      '',
      `${what} for ${i.programName} (${i.startDate} to ${i.endDate}${place}) has been received.`,
      i.status === 'approved'
        ? 'It is confirmed.'
        : 'It is awaiting approval: we will write to you as soon as it is approved. Payment details, if any, will be sent separately.',
      `Reference number: ${ref}`,
      '',
      'Thank you, and see you on the ice!',
      i.organisationName,
    ].join('\n'),
  };
}
