import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusTarget } from '@/lib/focus-target';

/**
 * After client-side navigation (not on first load), once the page has drawn its <h1> (a lazy page may take a while):
 * - moves the focus to it, unless the person has moved on inside the page meanwhile (a heading that arrives late on a
 *   slow device must not take the focus from the field they are typing in);
 * - returns the new page's title for a polite live region. Orca says nothing when the focus moves from an element
 *   that has just been removed (the link or button that led here) to the new heading: without the announcement a
 *   screen-reader user would not hear that the page changed (issue 37, found with Orca).
 */
export function useFocusHeadingOnRouteChange(): string {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement('');
    const startedOn = document.activeElement;
    const titleBefore = document.title;
    let tries = 0;
    let frame = 0;
    let focused = false;
    const attempt = () => {
      const h1 = document.querySelector<HTMLElement>('#main-content h1');
      if (!h1) {
        if (tries++ < 120) frame = requestAnimationFrame(attempt);
        return;
      }
      if (!focused) {
        focused = true;
        const active = document.activeElement;
        const main = document.getElementById('main-content');
        const movedOn = active && active !== startedOn && active !== document.body && active !== main;
        if (!(movedOn && main?.contains(active))) focusTarget(h1);
      }
      // The page sets its title in an effect that may come a frame after its heading: wait for it (a few frames at
      // most, for a route whose title does not change), or the announcement says the page just left.
      if (document.title === titleBefore && tries++ < 120) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return announcement;
}
