// The organisation's own details (issue 36 point 1) for every page: the footer, the accessibility statement, the
// deactivated-account notice and whoever tells a family whom to write to. One query, read without supabase-js
// (public pages), refreshed when an administrator saves /admin/settings (invalidate ORGANISATION_QUERY_KEY).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FRESH_ORGANISATION,
  organisationAddressLines,
  organisationName,
  type OrganisationDetails,
} from '@domain/organisation';
import { publicRpc } from './public-rest';

export type { OrganisationDetails };
export { organisationAddressLines };

export const ORGANISATION_QUERY_KEY = ['organisation', 'details'] as const;

export function useOrganisation() {
  return useQuery({
    queryKey: ORGANISATION_QUERY_KEY,
    queryFn: () => publicRpc<OrganisationDetails>('organisation_details'),
    staleTime: 5 * 60_000,
  });
}

/** The organisation's name in the page's language (a fresh project's until the details load). */
export function useOrganisationName(): string {
  const { i18n } = useTranslation();
  const { data } = useOrganisation();
  return organisationName(data ?? FRESH_ORGANISATION, i18n.resolvedLanguage === 'fr' ? 'fr' : 'en');
}

/** The address a person writes to (the organisation's contact e-mail); null while loading or when not set. */
export function useContactEmail(): string | null {
  return useOrganisation().data?.contact_email ?? null;
}

/** The accessibility address, else the contact address (as public.accessibility_contact_email()). */
export function useAccessibilityEmail() {
  const query = useOrganisation();
  const email = query.data ? (query.data.accessibility_email ?? query.data.contact_email) : null;
  return { email, isLoading: query.isLoading, isError: query.isError };
}
