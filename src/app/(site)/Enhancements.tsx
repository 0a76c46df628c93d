'use client'

import { useEffect } from 'react'

import { watchEnhancements, type Enhancers } from '@/features/site/client/enhance'

/**
 * The behaviours of server-rendered markup marked `data-enhance="<name>"`, each in its own chunk
 * (static import()s), loaded only when such an element is on the page.
 */
const enhancers: Enhancers = {
  'hero-video': () =>
    import('@/features/marketing/components/heroVideoBehaviour').then((m) => m.enhanceHeroVideo),
  'payback-calculator': () =>
    import('@/features/calculator/components/calculatorBehaviour').then((m) => m.enhanceCalculator),
  'hardware-search': () =>
    import('@/features/hardware/components/hardwareSearch').then((m) => m.enhanceHardwareSearch),
}

/** Watches the page for such elements, after hydration and across client-side navigations. */
export function Enhancements() {
  useEffect(() => watchEnhancements(document.body, enhancers), [])
  return null
}
