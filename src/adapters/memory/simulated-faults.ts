// What a fake can be told to do wrong, for tests and for the loading and error stories:
// answer slowly (or never), or fail its next calls.

export class SimulatedFaults<F> {
  private readonly queued: F[] = [];
  private delayMs = 0;

  /** The next call fails with `fault`; queue several to fail several calls in a row. */
  failNext(fault: F): void {
    this.queued.push(fault);
  }

  /** Every call waits `ms` first; `Infinity` never answers (a loading state that stays). */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** Back to prompt, faultless answers. */
  reset(): void {
    this.queued.length = 0;
    this.delayMs = 0;
  }

  /** Waits as told, then gives the fault this call must fail with, if any. */
  async beforeCall(): Promise<F | undefined> {
    if (this.delayMs === Infinity) await new Promise<never>(() => undefined);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return this.queued.shift();
  }
}
