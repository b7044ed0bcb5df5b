// A prerendered page paints from its HTML and inline styles alone; its scripts only make it
// interactive. Chromium fetches module scripts and modulepreloads at high priority, which
// Lighthouse's simulation (and a congested phone link) counts as blocking the first paint,
// so these pages ask for their scripts at low priority. The app shell, which has nothing to
// paint until its scripts run, keeps the default.

const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export function scriptsAtLowPriority(html: string): string {
  return html.replace(SCRIPT_TAG, '<$1 fetchpriority="low"');
}
