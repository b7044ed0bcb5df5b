// The entry of index.html's inline script, built into the page by
// scripts/vite/inline-bootstrap-plugin.ts. It must never stop the page: the app starts
// on its own and fetches what was not started here. Reads only: the frames that paint
// from their reads carry early-reads.painting.inline.ts in its place.
import { startEarlyReads } from './early-reads.bootstrap';

try {
  startEarlyReads(window, import.meta.env.VITE_API_URL);
} catch {
  // Storage or fetch refused: the app's own calls read the page's data.
}
