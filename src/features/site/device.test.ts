import { describe, expect, it } from 'vitest'

import { detectDevice, deviceClass } from './device'

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
}

describe('device detection', () => {
  it('tells iPhone and iPad (also when it claims to be a Mac), Android and desktops apart, with the browser', () => {
    expect(detectDevice(agents.iphone)).toEqual({
      browser: 'safari',
      ios: true,
      android: false,
      desktop: false,
    })
    expect(detectDevice(agents.iphoneChrome).browser).toBe('chrome')
    expect(detectDevice(agents.ipadOs, 5)).toMatchObject({ ios: true, desktop: false })
    expect(detectDevice(agents.ipadOs, 0)).toMatchObject({
      ios: false,
      desktop: true,
      browser: 'safari',
    })
    expect(detectDevice(agents.android)).toEqual({
      browser: 'chrome',
      ios: false,
      android: true,
      desktop: false,
    })
    expect(detectDevice(agents.samsung).browser).toBe('samsung')
    expect(detectDevice(agents.windowsEdge)).toEqual({
      browser: 'edge',
      ios: false,
      android: false,
      desktop: true,
    })
    expect(detectDevice(agents.linuxFirefox)).toMatchObject({ browser: 'firefox', desktop: true })
    expect(deviceClass(detectDevice(agents.iphone))).toBe('ios')
    expect(deviceClass(detectDevice(agents.android))).toBe('android')
    expect(deviceClass(detectDevice(agents.linuxFirefox))).toBe('desktop')
  })
})
