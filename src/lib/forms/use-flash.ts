import { useCallback, useRef, useState } from 'react';
import type { BannerTone } from '@/components/banner';
import { focusTarget } from '@/lib/focus-target';

export type Flash = { tone: BannerTone; text: string };

/**
 * A page's one-line outcome ('Event saved', 'Could not delete'): shown in a
 * Banner inside `ref`'s element, which takes focus so a screen reader says it
 * and a magnifier user finds it.
 */
export function useFlash(initial: Flash | null = null) {
  const [flash, setFlash] = useState<Flash | null>(initial);
  const ref = useRef<HTMLDivElement>(null);
  /** Shows a message; `{ focus: false }` leaves focus where it is (the control the user just used is still there). */
  const show = useCallback((next: Flash, options: { focus?: boolean } = {}) => {
    setFlash(next);
    if (options.focus !== false) requestAnimationFrame(() => focusTarget(ref.current));
  }, []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, show, clear, ref };
}
