import { describe, expect, it } from 'vitest';
import { processesToTakeOut } from './readiness-watch';

describe('processesToTakeOut', () => {
  it('takes out the processes that are not ready', () => {
    expect(processesToTakeOut([8791, 8792, 8793], new Set([8791, 8793]))).toEqual([8792]);
    expect(processesToTakeOut([8791, 8792], new Set([8791, 8792]))).toEqual([]);
  });

  it('keeps every process in when none is ready, so they answer 503 with Retry-After', () => {
    expect(processesToTakeOut([8791, 8792], new Set())).toEqual([]);
  });
});
