// A small catalogue client for page stories: plain fetch against a fake API origin, so
// each story's msw handlers (parameters.msw.handlers) decide what the page receives.
// The app itself uses the HTTP adapter; stories may not import adapters.
import * as v from 'valibot';
import { ReviewSchema } from '../../domain/review';
import { ToolSchema } from '../../domain/tool';
import type { ApiError, ApiResult } from '../../ports/api.port';
import { fail, ok } from '../../ports/result';
import type { Catalogue } from '../pages/home/catalogue-sections';

export const STORY_API = 'http://api.story.test';

async function getList<T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
): ApiResult<readonly T[]> {
  let response: Response;
  try {
    response = await fetch(`${STORY_API}${path}`);
  } catch {
    return fail<ApiError>({ kind: 'network', message: 'The API could not be reached.' });
  }
  if (!response.ok) {
    return fail<ApiError>({ kind: 'server', status: response.status, message: 'Server error' });
  }
  const parsed = v.safeParse(v.array(schema), await response.json());
  return parsed.success
    ? ok(parsed.output)
    : fail<ApiError>({ kind: 'server', message: 'The reply was not a list.' });
}

export const catalogueOverFetch: Catalogue = {
  listTools: () => getList('/tool', ToolSchema),
  listReviews: () => getList('/review', ReviewSchema),
};
