// Runs before the first paint: applies the reader's remembered colour scheme (src/app/colorScheme.ts keeps it under
// this key), so the page never flashes the other one. A file rather than an inline script: the CSP allows scripts
// from this origin only. Without a choice, index.html's <meta name="color-scheme"> follows the system.
try {
  const scheme = localStorage.getItem('colorScheme');
  if (scheme === 'light' || scheme === 'dark') document.documentElement.style.colorScheme = scheme;
} catch {
  // Storage unavailable: follow the system.
}
