import { useEffect, useRef } from 'react';

/** Refreshes the auth state and tells the page, once (on Continue or when leaving the page). */
export function useFinishOnce(refreshProfile: () => Promise<void>, onCompleted: () => void) {
  const state = useRef({ done: false, finished: false });
  const finish = async () => {
    if (state.current.finished) return;
    state.current.finished = true;
    await refreshProfile();
    onCompleted();
  };
  useEffect(() => {
    const s = state.current;
    return () => {
      if (s.done && !s.finished) {
        s.finished = true;
        void refreshProfile();
      }
    };
    // Only on unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { markDone: () => (state.current.done = true), finish };
}
