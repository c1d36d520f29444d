import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useFocusHeadingOnRouteChange } from './use-focus-heading';

let frames: FrameRequestCallback[] = [];
const flushFrames = () =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((f) => f(0));
  });

beforeEach(() => {
  document.title = 'Start | Canadian Blind Hockey';
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function Layout() {
  const announcement = useFocusHeadingOnRouteChange();
  return (
    <>
      <p data-testid="announcer" aria-live="polite">
        {announcement}
      </p>
      <Link to="/next">Next</Link>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Start</h1> },
          {
            path: '/next',
            element: (
              <>
                <h1>Next page</h1>
                <label>
                  Email <input />
                </label>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on the heading after a route change', () => {
  it('moves focus to the new page’s heading, focusable only while it has the focus', async () => {
    const router = renderAt();
    await act(() => router.navigate('/next'));
    flushFrames();
    const heading = screen.getByRole('heading', { name: 'Next page' });
    expect(heading).toHaveFocus();
    // Orca calls a focusable heading 'clickable' whenever it is reached with H: the tabindex goes with the focus.
    screen.getByRole('textbox', { name: 'Email' }).focus();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('announces the new page’s title once its heading is drawn, not on the first load', async () => {
    const router = renderAt();
    expect(screen.getByTestId('announcer')).toHaveTextContent('');
    await act(() => router.navigate('/next'));
    document.title = 'Next page | Canadian Blind Hockey';
    flushFrames();
    expect(screen.getByTestId('announcer')).toHaveTextContent('Next page | Canadian Blind Hockey');
  });

  it('waits for the new page’s title when its heading is drawn first (the title is set in an effect)', async () => {
    const router = renderAt();
    await act(() => router.navigate('/next'));
    flushFrames();
    expect(screen.getByRole('heading', { name: 'Next page' })).toHaveFocus();
    expect(screen.getByTestId('announcer')).toHaveTextContent(/^$/);
    document.title = 'Next page | Canadian Blind Hockey';
    flushFrames();
    expect(screen.getByTestId('announcer')).toHaveTextContent('Next page | Canadian Blind Hockey');
  });

  it('leaves the focus where the person put it when the heading’s turn comes late', async () => {
    const router = renderAt();
    await act(() => router.navigate('/next'));
    // The person tabbed into the form and started typing before the browser drew the next frame.
    screen.getByRole('textbox', { name: 'Email' }).focus();
    document.title = 'Next page | Canadian Blind Hockey';
    flushFrames();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // The page change is still announced.
    expect(screen.getByTestId('announcer')).toHaveTextContent('Next page | Canadian Blind Hockey');
  });
});
