import { describe, expect, it } from 'vitest';
import { readQuickOrderText } from './quick-order';
import {
  QUICK_ORDER_EMPTY,
  QUICK_ORDER_MAX_CHARS,
  QUICK_ORDER_TOO_LONG,
  QUICK_ORDER_TOO_MANY,
} from './quick-order-schemas';

describe('reading a quick order', () => {
  it('reads pasted lines with spaces, commas, tabs or semicolons, and a CSV with a BOM', () => {
    const read = readQuickOrderText('\uFEFFPR-9-ROLLER   24\r\nHD-TRAY,10\n\nTE-POLE\t5\r\nAS-2;3');
    expect(read).toEqual({
      ok: true,
      value: [
        { line: 1, partNumber: 'PR-9-ROLLER', qty: '24' },
        { line: 2, partNumber: 'HD-TRAY', qty: '10' },
        { line: 4, partNumber: 'TE-POLE', qty: '5' },
        { line: 5, partNumber: 'AS-2', qty: '3' },
      ],
    });
  });

  it('skips a header row and keeps crafted cells as text', () => {
    const read = readQuickOrderText('Part number,Quantity\n=cmd|"/c"!A1,99999999999999999999\n');
    expect(read.ok && read.value).toEqual([
      { line: 2, partNumber: '=cmd|"/c"!A1', qty: '99999999999999999999' },
    ]);
  });

  it('says why a list cannot be read at all', () => {
    expect(readQuickOrderText(' \r\n')).toEqual({ ok: false, error: QUICK_ORDER_EMPTY });
    expect(readQuickOrderText('x'.repeat(QUICK_ORDER_MAX_CHARS + 1))).toEqual({
      ok: false,
      error: QUICK_ORDER_TOO_LONG,
    });
    expect(readQuickOrderText('A 1\n'.repeat(501))).toEqual({
      ok: false,
      error: QUICK_ORDER_TOO_MANY,
    });
    expect(readQuickOrderText('A 1\n"B, 2\n')).toMatchObject({ ok: false });
  });
});
