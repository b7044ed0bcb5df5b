// Where the tests call the API directly (to read tools, place orders): `npm start`'s API on
// :8787, or the cluster's /api on its own origin when E2E_BASE_URL names a running store.
const storeUrl = process.env['E2E_BASE_URL']?.trim().replace(/\/$/, '');

export const API = storeUrl ? `${storeUrl}/api` : 'http://127.0.0.1:8787';
