import type { TFunction } from 'i18next';
import { Button } from '@/components/button';
import { formatNumber } from '@/lib/format';

export type PaginationLabels = {
  /** The navigation landmark's name ('Users pages'). */
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** 'Page 2 of 7' (the caller formats it). */
  pageOf: (page: number, pages: number) => string;
  /** 'Page 1 of more than 20': the pager's `more` (a list whose count is a lower bound); pageOf without it. */
  pageOfMore: (page: number, pages: number) => string;
};

/**
 * The labels from a namespace's `<prefix>.label/first/previous/next/last/pageOf` keys (pageOf gets
 * the page and the count, formatted for the language), and `<prefix>.pageOfMore` for a pager given `more`.
 */
export function paginationLabels(t: TFunction, prefix = 'pagination'): PaginationLabels {
  return {
    label: t(`${prefix}.label`),
    first: t(`${prefix}.first`),
    previous: t(`${prefix}.previous`),
    next: t(`${prefix}.next`),
    last: t(`${prefix}.last`),
    pageOf: (p, n) => t(`${prefix}.pageOf`, { page: formatNumber(p), pages: formatNumber(n) }),
    pageOfMore: (p, n) => t(`${prefix}.pageOfMore`, { page: formatNumber(p), pages: formatNumber(n) }),
  };
}

/**
 * `more`: the count is a lower bound (a search's first page counts up to a limit, issue 39 point 2), so the last
 * page is unknown: Next stays offered, Last does not.
 */
type Props = { page: number; pages: number; more?: boolean; onPage: (page: number) => void; labels: PaginationLabels };

/**
 * First / Previous / Page X of Y / Next / Last under a server-paged table (page is 0-based
 * here, shown 1-based), as on the admin registrations screen. The labels come from the
 * caller's namespace, so the component reads no translation itself.
 */
export function Pagination({ page, pages, more = false, onPage, labels }: Props) {
  const atStart = page <= 0;
  const atEnd = !more && page >= pages - 1;
  const pageOf = more ? labels.pageOfMore : labels.pageOf;
  // aria-disabled, not disabled: the button that was just pressed (Last, Next on the
  // second-last page) keeps the keyboard focus instead of dropping it to the page.
  const go = (target: number, off: boolean) => ({
    'aria-disabled': off || undefined,
    onClick: () => {
      if (!off) onPage(target);
    },
  });
  return (
    <nav aria-label={labels.label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" {...go(0, atStart)}>
        {labels.first}
      </Button>
      <Button variant="secondary" {...go(page - 1, atStart)}>
        {labels.previous}
      </Button>
      <p>{pageOf(page + 1, Math.max(pages, 1))}</p>
      <Button variant="secondary" {...go(page + 1, atEnd)}>
        {labels.next}
      </Button>
      <Button variant="secondary" {...go(pages - 1, atEnd || more)}>
        {labels.last}
      </Button>
    </nav>
  );
}
