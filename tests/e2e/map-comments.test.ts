import { describe, expect, it } from 'vitest'

import { browserForSuite } from './browser'
import { asEditor, kyivStations } from './map-stations'

const { newPage } = browserForSuite()

describe('station comments in Chromium', () => {
  it('a posted comment awaits moderation and appears once an editor approves it', async () => {
    const [station] = await kyivStations(1)
    const page = await newPage()
    await page.goto(`/en/location/${station!.id}`)
    const panel = page.locator(`aside[data-station-id="${station!.id}"]`)
    const heading = panel.getByRole('heading', { name: /^Comments \(\d+\)$/ })
    await heading.waitFor()
    const countBefore = Number((await heading.textContent())!.match(/\d+/)![0])
    const author = `Tester ${Date.now().toString(36)}`
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await panel.getByRole('alert').filter({ hasText: 'Please enter your name' }).waitFor()
    await panel.getByLabel('Your name').fill(author)
    await panel
      .getByLabel('Comment', { exact: true })
      .fill('Both connectors worked, well lit at night.')
    await panel.getByRole('button', { name: 'Post comment' }).click()
    await panel
      .getByTestId('comment-status')
      .filter({ hasText: 'will appear here once a moderator approves it' })
      .waitFor()
    expect(await panel.getByText(author).count()).toBe(0)

    const found = (await (
      await asEditor(
        `/api/station-comments?where[authorName][equals]=${encodeURIComponent(author)}&depth=0`,
      )
    ).json()) as {
      docs: { id: number; approved: boolean }[]
    }
    expect(found.docs).toMatchObject([{ approved: false }])
    expect(
      (
        await asEditor(`/api/station-comments/${found.docs[0]!.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ approved: true }),
        })
      ).status,
    ).toBe(200)

    await page.reload()
    await panel.getByText(author).waitFor()
    expect(
      await panel.getByRole('heading', { name: `Comments (${countBefore + 1})` }).count(),
    ).toBe(1)
  })
})
