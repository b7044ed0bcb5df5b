// A refusal with a sentence for a person, and the use case's refusal code when there is one;
// the error handler turns it into { message, code }.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class Refused extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(status, { message });
  }
}

export function fail(status: ContentfulStatusCode, message: string, code?: string): never {
  throw new Refused(status, message, code);
}
