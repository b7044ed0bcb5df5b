// The inline script of the signed-in frames that paint from their first read (the tool
// page, My Orders): index.html's reads (early-reads.inline.ts) plus the painters, written in
// its place by scripts/prerender.ts. Kept out of index.html, whose every byte the home
// page's first load counts.
import { paintedFrom } from './early-paint';
import { startEarlyReads } from './early-reads.bootstrap';

try {
  startEarlyReads(window, import.meta.env.VITE_API_URL, new Date(), paintedFrom);
} catch {
  // Storage or fetch refused: the app's own calls read and draw the page's data.
}
