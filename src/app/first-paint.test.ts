import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintOf } from './first-paint';

/** A router whose first render the test makes happen. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe(_event: 'onRendered', listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    render: () => [...listeners].forEach((listener) => listener()),
    listening: () => listeners.size,
  };
}

describe('the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes once the first route has rendered, and stops listening', async () => {
    const router = fakeRouter();
    const painted = vi.fn();
    void firstPaintOf(router).then(painted);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(painted).not.toHaveBeenCalled();

    router.render();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(painted).toHaveBeenCalledOnce();
    expect(router.listening()).toBe(0);
  });

  it('is taken to have come when no route has rendered within the limit', async () => {
    const router = fakeRouter();
    const painted = vi.fn();
    void firstPaintOf(router, 5_000).then(painted);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_001);
    expect(painted).toHaveBeenCalledOnce();
    expect(router.listening()).toBe(0);
  });
});
