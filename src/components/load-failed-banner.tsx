import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';

type Props = { title?: ReactNode; message?: ReactNode; retryLabel: string; onRetry: () => void };

/** Something that could not load: what went wrong (when there are words for it), and a button to ask again. */
export function LoadFailedBanner({ title, message, retryLabel, onRetry }: Props) {
  return (
    <Banner tone="error" title={title}>
      {message ? <p>{message}</p> : null}
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Banner>
  );
}
