import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './session.first-paint';

/** The first route's render, which the test makes happen. */
function firstRender() {
  let render: () => void = () => undefined;
  const rendered = new Promise<void>((resolve) => {
    render = resolve;
  });
  return { rendered, render };
}

describe('the first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes after the first route has rendered', async () => {
    const { rendered, render } = firstRender();
    const painted = vi.fn();
    void afterFirstPaint(rendered).then(painted);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(painted).not.toHaveBeenCalled();

    render();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(painted).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is taken to have come when no route has rendered within the limit', async () => {
    const painted = vi.fn();
    void afterFirstPaint(firstRender().rendered, 5_000).then(painted);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_001);
    expect(painted).toHaveBeenCalledOnce();
  });
});
