// Moving the focus to something that is not a control (a page's heading, an error summary, a message, a dialog).
//
// Such an element needs tabindex="-1" to take the focus, but while it has it Chromium marks it focusable, and a
// focusable element inside the app (whose root listens for clicks) is announced by Orca as "clickable" each time a
// screen-reader user reaches it with H or the arrow keys (issue 37's first finding: every main heading was). So the
// tabindex is added only for the moment the element holds the focus, and taken away when it loses it.
//
// While it holds the focus it also has a click listener of its own that does nothing. Chromium then reports the
// element's own 'click' action rather than 'clickancestor' (inherited from the app's root), and Orca 43 says
// 'clickable' of a focusable element only for 'clickancestor': without it Orca said "There is a problem … clickable"
// as an error summary took the focus, and a bare "clickable." for a confirmation message (issue 37).
const ignoreClick = () => undefined;

/**
 * Focuses a non-control element (heading, summary, message), focusable only while it holds the focus. A control or
 * link (focusable by its nature: tabIndex 0 without the attribute) is focused as it is, so a caller that moves the
 * focus to either (an error summary's link, a list's button or heading) may use this for both.
 */
export function focusTarget(element: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('click', ignoreClick);
    element.addEventListener(
      'blur',
      () => {
        element.removeAttribute('tabindex');
        element.removeEventListener('click', ignoreClick);
      },
      { once: true },
    );
  }
  element.focus(options);
}

/**
 * An in-page link's click handler (`<a href="#table-heading" onClick={focusLinkTarget}>`): the browser's own jump
 * would not move the focus to a target that is focusable only while it holds the focus, so this focuses it.
 */
export function focusLinkTarget(event: { currentTarget: HTMLAnchorElement; preventDefault(): void }): void {
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  if (!target) return;
  event.preventDefault();
  focusTarget(target);
}
