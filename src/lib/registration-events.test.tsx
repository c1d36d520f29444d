import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { announceRegistrationUpdated, useRefreshOnRegistrationUpdated } from './registration-events';

function setup(ignoreSource?: string) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRefreshOnRegistrationUpdated(['registration'], ignoreSource), { wrapper });
  return { invalidate, hook };
}

describe("'registrationUpdated' (spec 1 section 8)", () => {
  it('reads the screen again when another screen announces a change', () => {
    const { invalidate } = setup('registration');
    act(() => announceRegistrationUpdated('my-registrations'));
    act(() => announceRegistrationUpdated());
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['registration'] });
  });

  it('not for its own announcement, nor once the screen is gone', () => {
    const { invalidate, hook } = setup('registration');
    act(() => announceRegistrationUpdated('registration'));
    hook.unmount();
    act(() => announceRegistrationUpdated('my-registrations'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("keeps the spec's event name, which other pages listen for", () => {
    const seen = vi.fn();
    window.addEventListener('registrationUpdated', seen);
    announceRegistrationUpdated();
    window.removeEventListener('registrationUpdated', seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
