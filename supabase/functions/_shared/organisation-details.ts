// The organisation's details as the server functions read them (issue 36 point 1): organisation_details(),
// the one record an administrator keeps on /admin/settings.
import type { Db } from './clients.ts';
import type { OrganisationDetails } from './domain/organisation.ts';

export async function loadOrganisation(service: Db): Promise<OrganisationDetails> {
  const { data, error } = await service.rpc('organisation_details');
  if (error) throw new Error(`organisation_details failed: ${error.message}`);
  return data as unknown as OrganisationDetails;
}
