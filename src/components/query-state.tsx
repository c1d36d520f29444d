import type { ReactNode } from 'react';
import { LoadFailedBanner } from './load-failed-banner';
import { Spinner } from './spinner';

/** What QueryState reads of a query (TanStack Query's result has it). */
export type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

type Props<T> = {
  query: QueryLike<T>;
  /** The spinner's words while the first answer is awaited (the kit's 'Loading...' when not given). */
  loadingLabel?: string;
  /** The failure's words: a title, a message, or both, and the retry button's label. */
  failed: { title?: ReactNode; message?: ReactNode; retryLabel: string };
  /** An answer with nothing to show: `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The states of a read, in one order for every screen: loading (a spinner), failed (an error banner with a button
 * that asks again), empty, or the data.
 */
export function QueryState<T>({ query, loadingLabel, failed, isEmpty, empty, children }: Props<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailedBanner {...failed} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
