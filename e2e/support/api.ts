// Where the app, and the tests that call the API directly (to read tools, place orders),
// reach the API: /api on the store's own origin, `npm start`'s web server or the cluster's
// nginx when E2E_BASE_URL names a running store.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Tool } from '../../src/domain/tool';

export type { Tool };

const storeUrl = process.env['E2E_BASE_URL']?.trim().replace(/\/$/, '');

export const API = `${storeUrl ?? 'http://127.0.0.1:5173'}/api`;

/** The catalogue as the API lists it now. */
export async function listTools(request: APIRequestContext): Promise<Tool[]> {
  const response = await request.get(`${API}/tool`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tool[];
}

/** A demo tool, by its name. */
export async function toolNamed(request: APIRequestContext, name: string): Promise<Tool> {
  const tool = (await listTools(request)).find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`No tool named ${name} in the demo data`);
  return tool;
}
