import { Banner } from './banner';
import { Button } from './button';

type Props = { title: string; message: string; retryLabel: string; onRetry: () => void };

/** A list that could not load: what went wrong, and a button to ask again. */
export function LoadFailedBanner({ title, message, retryLabel, onRetry }: Props) {
  return (
    <Banner tone="error" title={title}>
      <p>{message}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Banner>
  );
}
