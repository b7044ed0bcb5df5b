import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PART_NUMBER_RULE,
  PART_NUMBER_TOO_LONG,
  PartNumberSchema,
  partNumberFromName,
  partNumberKey,
} from './part-number';

const messageOf = (raw: unknown) => v.safeParse(PartNumberSchema, raw).issues?.[0]?.message;

describe('part number', () => {
  it.each(['PR-9-ROLLER', ' pr-9-roller ', 'A', 'X'.repeat(32)])('accepts %j, trimmed', (raw) => {
    expect(v.parse(PartNumberSchema, raw)).toBe(String(raw).trim());
  });

  it.each(['PR 9', 'PR_9', '-PR', 'PR-', '=cmd()', 'ÄB'])('refuses %j with the rule', (raw) => {
    expect(messageOf(raw)).toBe(PART_NUMBER_RULE);
  });

  it('refuses more than 32 characters', () => {
    expect(messageOf('X'.repeat(33))).toBe(PART_NUMBER_TOO_LONG);
  });

  it('compares whatever the case and spaces', () => {
    expect(partNumberKey(' pr-9-Roller')).toBe(partNumberKey('PR-9-ROLLER'));
  });

  it('makes one from a name, numbered past those taken', () => {
    expect(partNumberFromName('Pro Paint Roller 9"', () => false)).toBe('PRO-PAINT-ROLLER-9');
    const taken = new Set(['PRO-PAINT-ROLLER-9', 'PRO-PAINT-ROLLER-9-2']);
    expect(partNumberFromName('Pro Paint Roller 9"', (key) => taken.has(key))).toBe(
      'PRO-PAINT-ROLLER-9-3',
    );
    expect(partNumberFromName('漆刷', () => false)).toBe('TOOL');
    const long = partNumberFromName('A very long name for a roller that goes on', () => false);
    expect(v.parse(PartNumberSchema, long)).toBe(long);
  });
});
