/**
 * What the site knows about the visitor's device: browser type, an iOS flag and a desktop flag.
 * Decided in the browser (pages stay cacheable: the server never varies them by user agent); the
 * driver-app buttons read it through `<html data-device>` (see AppButtons).
 */
export type Browser = 'edge' | 'samsung' | 'opera' | 'firefox' | 'chrome' | 'safari' | 'other'
export type Device = { browser: Browser; ios: boolean; android: boolean; desktop: boolean }

/**
 * `maxTouchPoints` tells an iPad (which has claimed to be a Mac since iPadOS 13) from a real Mac.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  const ua = userAgent.toLowerCase()
  const ios = /iphone|ipad|ipod/.test(ua) || (/macintosh/.test(ua) && maxTouchPoints > 1)
  const android = !ios && /android/.test(ua)
  const mobile = ios || android || /mobile|windows phone|blackberry|opera mini/.test(ua)
  const browser: Browser = /edg(e|a|ios)?\//.test(ua)
    ? 'edge'
    : /samsungbrowser\//.test(ua)
      ? 'samsung'
      : /opr\/|opera/.test(ua)
        ? 'opera'
        : /firefox\/|fxios\//.test(ua)
          ? 'firefox'
          : /chrome\/|crios\/|chromium\//.test(ua)
            ? 'chrome'
            : /safari\//.test(ua)
              ? 'safari'
              : 'other'
  return { browser, ios, android, desktop: !mobile }
}

/** The value of `<html data-device>`: which store buttons to show. */
export const deviceClass = (device: Device): 'ios' | 'android' | 'desktop' | 'other' =>
  device.ios ? 'ios' : device.android ? 'android' : device.desktop ? 'desktop' : 'other'
