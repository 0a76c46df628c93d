import { expect } from 'vitest'

import { baseURL } from './browser'
import { demoToken, getHtml } from './http'

/**
 * The home page's global as the home tests change and restore it, through Payload's REST API as the
 * demo editor; and the page's heading as a visitor gets it.
 */
export const enTitle = 'Charging that works for operators, businesses and drivers'
export const uaTitle = 'Заряджання, яке працює для операторів, бізнесу та водіїв'

type HeroRow = {
  id: string
  title: string
  duration: string
  poster: number
  video?: number | null
}
type HomeGlobal = { hero: { title: string; videos: HeroRow[] } }

/** Payload's REST API as the demo editor (any body: JSON or a file upload). */
export async function editorApi(path: string, init: RequestInit = {}) {
  return fetch(new URL(path, baseURL()), {
    ...init,
    headers: { Authorization: `JWT ${await demoToken('editor')}`, ...init.headers },
  })
}

export async function homeGlobal(): Promise<HomeGlobal> {
  const response = await editorApi('/api/globals/home-page?locale=en&depth=0&draft=true')
  expect(response.status).toBe(200)
  return (await response.json()) as HomeGlobal
}

/** Publishes the English hero with these changes (the rest as it is). */
export async function saveHero(changes: Partial<HomeGlobal['hero']>) {
  const { hero } = await homeGlobal()
  const response = await editorApi('/api/globals/home-page?locale=en', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ hero: { ...hero, ...changes }, _status: 'published' }),
  })
  expect(response.status).toBe(200)
}

/** Leaves the home page as seeded for the other test files. */
export async function restoreHome() {
  const { hero } = await homeGlobal()
  await saveHero({ title: enTitle, videos: hero.videos.map((row) => ({ ...row, video: null })) })
}

export const h1Of = async (path: string) =>
  (await getHtml(path)).html.querySelector('h1')?.text.trim()
