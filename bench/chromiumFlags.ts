/**
 * The flags ../shared/bench/side-by-side.mjs launches Chromium with: every bench that times a page uses the same ones,
 * so its figures compare with the side-by-side run's (no background networking, updates or sync during a load).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
