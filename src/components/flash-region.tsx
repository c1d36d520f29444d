import type { RefObject } from 'react';
import { Banner, type BannerTone } from './banner';

type Props = {
  flash: { tone: BannerTone; text: string } | null;
  onDismiss: () => void;
  /** The focus target (see lib/forms/use-flash): focused when a new message is shown, focusable only while it is. */
  regionRef: RefObject<HTMLDivElement | null>;
};

/** Where a page says the outcome of an action; the region stays mounted so focus can land on it. */
export function FlashRegion({ flash, onDismiss, regionRef }: Props) {
  return (
    <div ref={regionRef} className="focus:outline-none">
      {flash ? (
        <Banner tone={flash.tone} onDismiss={onDismiss}>
          {flash.text}
        </Banner>
      ) : null}
    </div>
  );
}
