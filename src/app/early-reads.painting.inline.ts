// The inline script of the signed-in frames that paint from their first read (the tool
// page, My Orders): index.html's reads (early-reads.inline.ts) plus the painters, written in
// its place by scripts/prerender.ts, and the promise the frame's loader waits for before it
// asks for the app's scripts (early-painted.ts). Kept out of index.html, whose every byte the
// home page's first load counts.
import { paintedFrom } from './early-paint';
import { startEarlyReads } from './early-reads.bootstrap';
import { leaveEarlyPainted } from './early-painted';

try {
  leaveEarlyPainted(
    window,
    startEarlyReads(window, import.meta.env.VITE_API_URL, new Date(), paintedFrom),
  );
} catch {
  // Storage or fetch refused: the app's own calls read and draw the page's data.
}
