import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Flash } from '@/lib/forms/use-flash';
import { useFlash } from '@/lib/forms/use-flash';
import { FlashRegion } from './flash-region';

/** Router state that carries an outcome to the next page: `navigate('/', { state: { flash } })`. */
export type RouteFlashState = { flash: Flash };

function flashOf(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const flash = (state as { flash: unknown }).flash;
  if (!flash || typeof flash !== 'object') return null;
  const { tone, text } = flash as Record<string, unknown>;
  const tones = ['info', 'success', 'warning', 'error'];
  return typeof text === 'string' && typeof tone === 'string' && tones.includes(tone)
    ? { tone: tone as Flash['tone'], text }
    : null;
}

/**
 * Says, on the page a person lands on, the outcome of what they did on the previous one (e.g. 'Your account
 * was deleted' on /): the message already worded by that page, in a live region, once (the router state is
 * cleared so a reload does not say it again). Focus stays with the page's heading.
 */
export function RouteFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => flashOf(location.state));
  const { flash, show, clear, ref } = useFlash();

  useEffect(() => {
    if (!initial) return;
    show(initial, { focus: false });
    navigate(location.pathname + location.search, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [initial]);

  return <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />;
}
