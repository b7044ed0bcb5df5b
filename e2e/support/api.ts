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

/**
 * Places an order of `tool` at its minimum quantity, through the API, for the person whose
 * access token is `token`; answers the new order's id.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string | null,
  tool: Tool,
  name: string,
): Promise<string> {
  if (!token) throw new Error('The customer has no access token');
  const response = await request.post(`${API}/order`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      toolId: tool._id,
      toolQty: tool.minQty,
      name,
      address: '18 Brush Lane, Columbus, OH 43004',
      phone: '+1 614 555 0142',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/**
 * Adds a tool through the API as the admin whose access token is `token` (3 in stock, $9),
 * with a low-stock threshold when given; answers its id.
 */
export async function addToolThroughApi(
  request: APIRequestContext,
  token: string | null,
  name: string,
  lowStockThreshold?: number,
): Promise<string> {
  if (!token) throw new Error('The admin has no access token');
  const headers = { Authorization: `Bearer ${token}` };
  const added = await request.post(`${API}/tool`, {
    headers,
    data: {
      name,
      img: '/images/paint-roller.svg',
      description: 'A roller an end-to-end test added.',
      minQty: 1,
      availableQty: 3,
      price: 9,
    },
  });
  expect(added.ok()).toBe(true);
  const { insertedId } = (await added.json()) as { insertedId: string };
  if (lowStockThreshold !== undefined) {
    const edited = await request.patch(`${API}/tool/${insertedId}`, {
      headers,
      data: { lowStockThreshold },
    });
    expect(edited.ok()).toBe(true);
  }
  return insertedId;
}
