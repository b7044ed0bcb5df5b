// Sends JSON that is already a string (from the tool cache) without parsing it again.
import type { Context } from 'hono';

export const sendJson = (c: Context, json: string) =>
  c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
