import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './providers';

describe('the app’s query client (issue 39 point 6)', () => {
  it('asks a read once more after a server restart, and shows the answer', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce({ code: '57P01', message: 'terminating connection' })
      .mockResolvedValue(1);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['restart'], queryFn: read, retryDelay: 0 })).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal at once, without asking again', async () => {
    const read = vi.fn().mockRejectedValue({ code: '42501', message: 'permission denied' });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn: read, retryDelay: 0 })).rejects.toMatchObject({
      code: '42501',
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives up after one more try when the server stays away', async () => {
    const read = vi.fn().mockRejectedValue({ code: 'PGRST000', message: 'Could not connect' });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['away'], queryFn: read, retryDelay: 0 })).rejects.toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
