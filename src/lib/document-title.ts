// The document title is "<page> | <app>"; while an error summary is shown it
// gets an "Error: " prefix (GOV.UK pattern, ARCHITECTURE section 6). Page and
// error summary set their halves independently, so keep them in one place.
const state = { page: '', app: '', errorPrefix: '', errors: 0 };

function apply() {
  if (typeof document === 'undefined') return;
  const base = state.page ? `${state.page} | ${state.app}` : state.app;
  document.title = state.errors > 0 ? `${state.errorPrefix}${base}` : base;
}

export function setPageTitle(page: string, app: string, errorPrefix: string) {
  Object.assign(state, { page, app, errorPrefix });
  apply();
}

/** Returns a function that removes this error flag again. */
export function flagTitleError(): () => void {
  state.errors += 1;
  apply();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    state.errors = Math.max(0, state.errors - 1);
    apply();
  };
}
