import type { ReactNode } from 'react';
import { registrationStatusTone } from '@domain/registration-status';
import { Badge } from './badge';

/** A registration's status as a badge in the status's colour (domain/registration-status.ts); `children` names it. */
export function RegistrationStatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <Badge tone={registrationStatusTone(status)}>{children}</Badge>;
}
