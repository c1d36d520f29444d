import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { getSupabase, mayHaveStoredSession, onSupabaseLoaded } from '@/lib/supabase-lazy';
import { fetchIsCoordinator, fetchOrCreateProfile, hasRoleRecord, type UserProfile } from './profile';
import { isProfileComplete } from './profile-status';
import { syncLanguageOnSignIn } from './language-sync';
import { AuthContext, type AuthState } from './auth-context';

export const AUTH_READY_TIMEOUT_MS = 8000;
export const SIGN_OUT_REDIRECT_MS = 100;

type Loaded = { profile: UserProfile | null; profileComplete: boolean | null; isCoordinator: boolean };
const EMPTY: Loaded = { profile: null, profileComplete: null, isCoordinator: false };

async function loadFor(user: User): Promise<Loaded> {
  try {
    const profile = await fetchOrCreateProfile(user);
    const [record, isCoordinator] = await Promise.all([
      hasRoleRecord(user.id, profile.role),
      fetchIsCoordinator(user.id),
    ]);
    return { profile, profileComplete: isProfileComplete(profile, record), isCoordinator };
  } catch (error) {
    console.warn('Could not load the user profile', error);
    return { profile: null, profileComplete: false, isCoordinator: false };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // useNavigate's function changes with the location outside a data router (src/app/router.tsx): signOut reads the
  // latest one, so it and the context value stay the same from one page to the next.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [session, setSession] = useState<Session | null>(null);
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  // No stored session: a signed-out visitor, known at once without supabase-js (issue 12).
  const [signedOutAtStart] = useState(() => !mayHaveStoredSession());
  const [loading, setLoading] = useState(!signedOutAtStart);
  const currentUserId = useRef<string | null>(null);
  const ready = useRef(signedOutAtStart);
  // A sign-in (not a restored session): the account's language may apply (issue 21 point 4).
  const signedInNow = useRef(false);
  // The user this browser is signing out, until supabase-js has ended the session: an event for them that was
  // already on its way (a session restored from storage, a refresh) must not sign them back in.
  const signingOut = useRef<string | null>(null);
  // Bumped at each sign-out: a profile load deferred before it must not bring the old session back.
  const epoch = useRef(0);
  // Where the person is now: the sign-out redirect only moves someone who has not gone on (below).
  const { key: locationKey } = useLocation();
  const here = useRef(locationKey);
  useEffect(() => {
    here.current = locationKey;
  }, [locationKey]);

  const markReady = useCallback(() => {
    ready.current = true;
    setLoading(false);
  }, []);

  const apply = useCallback(
    async (next: Session | null) => {
      setSession(next);
      if (!next?.user) {
        currentUserId.current = null;
        setLoaded(EMPTY);
        markReady();
        return;
      }
      // Token refreshes keep the same user: no profile re-fetch needed.
      if (currentUserId.current === next.user.id && ready.current) return;
      currentUserId.current = next.user.id;
      const result = await loadFor(next.user);
      if (signedInNow.current && result.profile) {
        signedInNow.current = false;
        // Before the guards let the page through, so it renders once, in the right language.
        await syncLanguageOnSignIn(next.user.id, result.profile.preferred_language);
      }
      if (currentUserId.current === next.user.id) setLoaded(result);
      markReady();
    },
    [markReady],
  );

  useEffect(() => {
    let active = true;
    // Spec 1 section 4: never hang on the loading screen; continue after 8 s.
    const timer = setTimeout(() => {
      if (active && !ready.current) {
        console.warn(`Auth check did not answer within ${AUTH_READY_TIMEOUT_MS / 1000} s; continuing without it.`);
        markReady();
      }
    }, AUTH_READY_TIMEOUT_MS);
    const listen = (supabase: SupabaseClient) => {
      const { data: sub } = supabase.auth.onAuthStateChange((event, next) => {
        if (!active || event === 'INITIAL_SESSION') return;
        if (event !== 'SIGNED_OUT' && next?.user && next.user.id === signingOut.current) return;
        if (event === 'SIGNED_OUT') {
          // Signed-out events skip the profile re-fetch.
          currentUserId.current = null;
          setSession(null);
          setLoaded(EMPTY);
          return;
        }
        if (next?.user && next.user.id !== currentUserId.current) {
          // A new user: guards wait on `loading` until their profile is known.
          ready.current = false;
          signedInNow.current = event === 'SIGNED_IN';
          setLoading(true);
          setSession(next);
        }
        // Defer: calling supabase inside this callback can deadlock the auth lock.
        const at = epoch.current;
        setTimeout(() => active && at === epoch.current && void apply(next), 0);
      });
      return () => sub.subscription.unsubscribe();
    };
    let unsubscribe = () => {};
    let stopWaiting = () => {};
    if (signedOutAtStart) {
      // Signed out: supabase-js loads only when a page needs it (sign-in, programs list).
      // Listen from then on, so a sign-in is seen.
      stopWaiting = onSupabaseLoaded((supabase) => {
        if (active) unsubscribe = listen(supabase);
      });
    } else {
      // A stored session: supabase-js loads after first paint (issue 12: first-load budget); guards wait on `loading`.
      getSupabase()
        .then((supabase) => {
          if (!active) return;
          unsubscribe = listen(supabase);
          return supabase.auth.getSession().then(({ data }) => (active ? apply(data.session) : undefined));
        })
        .catch((error) => {
          console.warn('Session check failed', error);
          if (active) markReady();
        });
    }
    return () => {
      active = false;
      clearTimeout(timer);
      stopWaiting();
      unsubscribe();
    };
  }, [apply, markReady, signedOutAtStart]);

  const refreshProfile = useCallback(async () => {
    const user = session?.user;
    if (!user) return;
    const result = await loadFor(user);
    if (currentUserId.current === user.id) setLoaded(result);
  }, [session]);

  const signOut = useCallback(async () => {
    signingOut.current = currentUserId.current;
    epoch.current += 1;
    currentUserId.current = null;
    setSession(null);
    setLoaded(EMPTY);
    // To /login about 100 ms after the press (spec 1), however long the sign-out request takes, unless the person
    // has gone on meanwhile: the guard of a signed-in page already sent them to /login, from where they may have
    // opened another page (Forgot your password?) that a late redirect would take away.
    const from = here.current;
    setTimeout(() => {
      if (here.current === from) navigateRef.current('/login', { replace: true });
    }, SIGN_OUT_REDIRECT_MS);
    try {
      // This browser only: a parent signing out of a shared computer should not also sign out their phone
      // (supabase-js' default scope is 'global', which ends every session of the account).
      await (await getSupabase()).auth.signOut({ scope: 'local' });
    } catch (error) {
      console.warn('Sign-out request failed; the local session is cleared anyway', error);
    } finally {
      signingOut.current = null;
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      profile: loaded.profile,
      role: loaded.profile?.role ?? null,
      profileComplete: loaded.profileComplete,
      isCoordinator: loaded.isCoordinator,
      loading,
      refreshProfile,
      signOut,
    }),
    [session, loaded, loading, refreshProfile, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
