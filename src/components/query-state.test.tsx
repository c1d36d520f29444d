import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

const failed = { title: 'The list could not be loaded', message: 'Check your connection.', retryLabel: 'Try again' };
const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});
const show = (q: QueryLike<string[]>) =>
  render(
    <QueryState
      query={q}
      loadingLabel="Loading the list..."
      failed={failed}
      isEmpty={(d) => d.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading while the first answer is awaited', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list...');
  });

  it('says what failed and asks again with Try again', async () => {
    const q = query({ isError: true });
    show(q);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, then the data', () => {
    const { unmount } = show(query({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    show(query({ data: ['Ana', 'Bo'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana', 'Bo']);
  });
});
