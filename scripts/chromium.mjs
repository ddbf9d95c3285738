// The Chromium that every script and test drives, and how a headless run starts it: defined
// once, so that the browser tests, the drills, Lighthouse, the trailer maker and `npm test`'s
// check that it is installed cannot disagree. Plain JavaScript, so that Node runs it as it is;
// its types are in chromium.d.mts.

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep a headless run on a closed network quiet and reliable. */
export const chromiumArgs = [
  // Chromium's sandbox cannot start as root or in most containers, where these often run.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // No calls home (updates, sync, safe-browsing lists) to fail or time out on a closed network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // /dev/shm is small in containers; a full one crashes tabs.
  '--disable-dev-shm-usage',
]
