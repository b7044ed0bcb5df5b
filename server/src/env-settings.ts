// One setting of the environment as every config file reads it: trimmed, and absent when
// empty; a number refused with the setting's name rather than taken wrongly.
import { parseWholeNumber } from '../../src/domain/whole-number';

export class ConfigError extends Error {}

export const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined =>
  env[name]?.trim() || undefined;

export function wholeNumberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
): number {
  const value = parseWholeNumber(setting(env, name) ?? fallback);
  if (value === undefined || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}`);
  }
  return value;
}
