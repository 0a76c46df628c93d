/**
 * Debian's Chromium, as the browser tests and the benchmark start it (Playwright's and Lighthouse's
 * own browser downloads cannot work here). Without the background-networking flags Chromium keeps
 * trying to reach hosts this machine cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
