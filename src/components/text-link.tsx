import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** How a long link wraps: anywhere (an e-mail address) or between words (a title). */
type Wrap = 'all' | 'words';
type Extra = { wrap?: Wrap; className?: string };

const WRAP: Record<Wrap, string> = { all: 'break-all', words: 'break-words' };

/** The link look of running text: bold, dark blue, underlined (not by colour alone, WCAG 1.4.1). */
export function textLinkClasses({ wrap, className }: Extra = {}): string {
  return [className, 'font-semibold', wrap ? WRAP[wrap] : null, 'text-blue-900 underline'].filter(Boolean).join(' ');
}

/** A link to a route of the app, in the text-link look; `className` adds to it (e.g. spacing). */
export function TextLink({ wrap, className, ...props }: LinkProps & Extra) {
  return <Link {...props} className={textLinkClasses({ wrap, className })} />;
}

/** A plain <a> (mailto:, another site, an anchor in the page) in the text-link look. */
export function TextAnchor({ wrap, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Extra) {
  return <a {...props} className={textLinkClasses({ wrap, className })} />;
}
