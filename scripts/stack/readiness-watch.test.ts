import { describe, expect, it } from 'vitest';
import { processesToTakeOut } from './readiness-watch';

const A = '127.0.0.1:8791';
const B = '10.213.0.11:8787';
const C = '10.213.0.12:8787';

describe('processesToTakeOut', () => {
  it('takes out the processes that are not ready', () => {
    expect(processesToTakeOut([A, B, C], new Set([A, C]))).toEqual([B]);
    expect(processesToTakeOut([A, B], new Set([A, B]))).toEqual([]);
  });

  it('keeps every process in when none is ready, so they answer 503 with Retry-After', () => {
    expect(processesToTakeOut([A, B], new Set())).toEqual([]);
  });
});
