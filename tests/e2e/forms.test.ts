import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { hydratedForm, browserForSuite } from './browser'
import { waitFor } from '../support/wait'
import { mailServerForFile, post, records } from './forms-records'

/**
 * Forms end to end: the browser shows the shared schema's messages, valid submissions are stored
 * and reach a local SMTP server, and an SMTP outage only delays delivery. (The endpoints' malformed
 * bodies and concurrent clients are src/features/forms/forms-api.int.test.ts.)
 */
const browser = browserForSuite()
const smtp = mailServerForFile()
const stamp = Date.now().toString(36)

async function openForm(path: string, form: string): Promise<{ page: Page; root: Locator }> {
  const page = await browser.newPage({ consent: true })
  await page.goto(path)
  const root = await hydratedForm(page, form)
  return { page, root }
}

const field = (root: Locator, name: string) => root.locator(`[name="${name}"]`)
const submit = (root: Locator) => root.locator('button[type="submit"]').click()
const required = (root: Locator) => root.getByText('This field is required', { exact: true })

async function expectRecordAndMail(
  collection: string,
  where: Record<string, string>,
  mailMarker: string,
) {
  const found = await waitFor(async () => {
    const result = await records(collection, where)
    return result.totalDocs === 1 ? result.docs[0] : undefined
  })
  expect(found.status).toBe('new')
  const mail = await smtp.waitFor((m) => m.raw.includes(mailMarker))
  expect(mail.to.length).toBe(1)
  const delivered = await waitFor(async () => {
    const doc = (await records(collection, where)).docs[0]
    return doc?.delivery?.state === 'delivered' ? doc : undefined
  })
  expect(delivered.delivery?.emailSentAt).toBeTruthy()
}

describe('forms in the browser: contact, partner and lead', () => {
  it('contact form: required, e-mail format, then sent, stored and e-mailed', async () => {
    const { page, root } = await openForm('/en/contact', 'contact')
    await submit(root)
    await expect.poll(() => required(root).count()).toBe(3)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    const nameInput = field(root, 'name')
    expect(await nameInput.getAttribute('aria-invalid')).toBe('true')
    const describedBy = await nameInput.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('This field is required')

    const email = `contact-${stamp}@example.com`
    await nameInput.fill('Ana Sousa')
    await field(root, 'email').fill('ana@')
    await field(root, 'message').fill('Do you support OCPP 2.0.1 and ISO 15118?')
    await submit(root)
    await root.getByText('Please enter a valid email address').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await field(root, 'email').fill(email)
    await submit(root)
    await root
      .locator('[role="status"]')
      .getByText('Your message has been sent successfully.')
      .waitFor()
    await expectRecordAndMail('contact-messages', { email }, email)
  })

  it('partner form: consent and phone validation, keyboard-only submission', async () => {
    const { page, root } = await openForm('/en/form', 'partner')
    await submit(root)
    await expect.poll(() => required(root).count()).toBe(5) // name, email, phone, interest, privacy policy
    const email = `partner-${stamp}@example.com`
    await field(root, 'name').fill('Tom Baker')
    await field(root, 'email').fill('tom@example')
    await field(root, 'phone').fill('12345')
    await field(root, 'interest').selectOption('roaming')
    await submit(root)
    await root.getByText('Please enter a valid email address').waitFor()
    await root.getByText('Phone number is invalid').waitFor()
    await field(root, 'email').fill(email)
    await field(root, 'phone').fill('07911 123456') // default country for /en: United Kingdom
    await field(root, 'privacyPolicy').focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab') // the privacy-policy link
    await page.keyboard.press('Tab') // submit
    await page.keyboard.press('Enter')
    await root.getByText('Your message has been sent successfully.').waitFor()
    await expectRecordAndMail('partner-requests', { email }, email)
    const doc = (await records('partner-requests', { email })).docs[0]!
    expect(doc).toMatchObject({
      phone: '+447911123456',
      phoneCountry: 'GB',
      interest: 'roaming',
      privacyPolicy: true,
    })
  })

  it('lead form: interest decides fields and the details prompt', async () => {
    const { page, root } = await openForm('/en/business', 'lead')
    await page.getByRole('heading', { name: 'Maximize Your EV Charging Potential' }).waitFor()
    await submit(root)
    await expect.poll(() => required(root).count()).toBe(6)
    expect(await field(root, 'address').count()).toBe(0)
    await field(root, 'interest').selectOption('migrate_charging_network')
    await root.getByText('Tell us about your specific business needs').waitFor()
    await expect.poll(() => required(root).count()).toBe(8) // + company, chargersAmount, chargersTypes; interest done
    const email = `lead-${stamp}@example.com`
    await field(root, 'chargersAmount').fill('forty')
    await field(root, 'firstName').fill('Inês')
    await field(root, 'lastName').fill('Carvalho')
    await field(root, 'company').fill('Lisboa Charge CPO')
    await field(root, 'email').fill('ines.example.pt')
    await field(root, 'phone').fill('0000')
    await field(root, 'country').selectOption('PT')
    await field(root, 'chargersTypes').fill('ABB Terra AC, Alpitronic HYC150')
    await submit(root)
    await root.getByText('Incorrect format').waitFor()
    await root.getByText('Please enter a valid email address').waitFor()
    await root.getByText('Phone number is invalid').waitFor()
    await field(root, 'chargersAmount').fill('40')
    await field(root, 'email').fill(email)
    await field(root, 'phone').fill('020 7946 0000')
    await submit(root)
    await root.getByText('Your message has been sent successfully.').waitFor()
    await expectRecordAndMail('leads', { email }, email)
    expect((await records('leads', { email })).docs[0]).toMatchObject({
      interest: 'migrate_charging_network',
      chargersAmount: 40,
      country: 'PT',
    })
  })
})

describe('forms in the browser: job application and deletion request', () => {
  it('job application: position travels with it; LinkedIn URL checked', async () => {
    const { root } = await openForm('/en/about-us', 'job-application')
    await submit(root)
    await expect.poll(() => required(root).count()).toBe(4)
    const email = `job-${stamp}@example.com`
    await field(root, 'firstName').fill('Olena')
    await field(root, 'lastName').fill('Koval')
    await field(root, 'email').fill('olena@')
    await field(root, 'linkedin').fill('https://example.com/olena')
    await submit(root)
    await root.getByText('Please enter a valid email address').waitFor()
    await root.getByText('Incorrect format').waitFor()
    await field(root, 'email').fill(email)
    await field(root, 'linkedin').fill('https://www.linkedin.com/in/olena-koval')
    await submit(root)
    await root.getByText('Your message has been sent successfully.').waitFor()
    await expectRecordAndMail('job-applications', { email }, email)
    expect((await records('job-applications', { email })).docs[0]).toMatchObject({
      position: 'Open application',
    })
  })

  it('deletion request: country dropdown by keyboard (max 200 px), phone checked for that country', async () => {
    const { page, root } = await openForm('/pt/delete-account', 'deletion-request')
    await submit(root)
    await root.getByText('Este campo é obrigatório').waitFor()
    const countryButton = root.locator('button[aria-haspopup="listbox"]')
    await countryButton.focus()
    await page.keyboard.press('Enter')
    const listbox = root.getByRole('listbox')
    await listbox.waitFor()
    expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px')
    expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(200)
    await page.keyboard.type('Ucr') // Ucrânia
    await page.keyboard.press('Enter')
    expect(await countryButton.textContent()).toContain('+380')
    await field(root, 'phone').fill('213 456 789') // a Lisbon number is not Ukrainian
    await submit(root)
    await root.getByText('O número de telefone é inválido').waitFor()
    await field(root, 'phone').fill('067 123 4567')
    await submit(root)
    await root.getByText('O seu pedido de eliminação da conta foi enviado.').waitFor()
    await expectRecordAndMail('deletion-requests', { phone: '+380671234567' }, '+380671234567')
  })
})

describe('forms in the browser: the newsletter', () => {
  it('newsletter in the footer of every page: e-mail checked, subscribed once', async () => {
    const { page, root } = await openForm('/en/map', 'newsletter')
    await submit(root)
    await root.getByText('This field is required').waitFor()
    await field(root, 'email').fill('reader@')
    await submit(root)
    await root.getByText('Please enter a valid email address').waitFor()
    expect(await field(root, 'email').getAttribute('aria-invalid')).toBe('true')
    const email = `reader-${stamp}@example.com`
    await field(root, 'email').fill(email)
    await submit(root)
    await root.getByText('Congratulations! You have subscribed to our newsletter.').waitFor()
    await expectRecordAndMail('newsletter-subscribers', { email }, email)
    // The form's script is not in the first load; what is typed into the server-rendered shell and
    // sent with Enter reaches the form when it arrives. Before the page's script runs, Enter would
    // be the browser's own submit (a GET of the page), so each time the loader is listening first.
    const shell = '[data-lazy-form="listening"] form[data-form-shell="newsletter"]'
    // The address field, in the shell or, once swapped in (typing starts the load), in the form.
    const address = page
      .locator('form[data-form-shell="newsletter"], form[data-form="newsletter"]')
      .locator('input[name="email"]')
    // At once: the form's chunk is cached, so it arrives between typing and Enter and takes the key
    // over.
    await page.goto('/ua/news')
    expect(await page.locator('form[data-form="newsletter"]').count()).toBe(0)
    await page.locator(shell).waitFor()
    await address.fill(email.toUpperCase())
    await page.keyboard.press('Enter')
    await page
      .locator('form[data-form="newsletter"]')
      .getByText('Вітаємо! Ви підписалися на нашу розсилку.')
      .waitFor()
    // Before it arrives (its chunk held back a second): the address and the submit are carried
    // over.
    await page.goto('/pt/news')
    await page.locator(shell).waitFor()
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.continue()
    })
    await address.fill(email)
    await page.keyboard.press('Enter')
    await page
      .locator('form[data-form="newsletter"]')
      .getByText('Parabéns! Subscreveu a nossa newsletter.')
      .waitFor()
    expect((await records('newsletter-subscribers', { email })).totalDocs).toBe(1)
  })
})

describe('delivery survives a mail server outage', () => {
  it('stores the submission, leaves it undelivered while SMTP is down, delivers on retry', async () => {
    await smtp.stop()
    const email = `outage-${stamp}@example.com`
    const response = await post(
      'contact',
      JSON.stringify({
        name: 'Outage Test',
        email,
        message: 'Sent while the mail server was down.',
      }),
    )
    expect(response.status).toBe(201)
    const stored = await waitFor(async () => {
      const doc = (await records('contact-messages', { email })).docs[0]
      return doc?.delivery?.state === 'retrying' ? doc : undefined
    })
    expect(stored.delivery?.emailSentAt ?? null).toBeNull()
    // A few more failed retries (the test server retries every second).
    const attempts = (doc?: { delivery?: object }) =>
      (doc?.delivery as { attempts?: number } | undefined)?.attempts ?? 0
    await waitFor(async () => {
      const doc = (await records('contact-messages', { email })).docs[0]
      return attempts(doc) >= attempts(stored) + 2 && doc?.delivery?.state === 'retrying'
        ? doc
        : undefined
    })
    expect(smtp.messages.some((m) => m.raw.includes(email))).toBe(false)
    await smtp.start()
    await smtp.waitFor((m) => m.raw.includes(email), 30_000)
    const delivered = await waitFor(async () => {
      const doc = (await records('contact-messages', { email })).docs[0]
      return doc?.delivery?.state === 'delivered' ? doc : undefined
    })
    expect((delivered.delivery as { attempts?: number }).attempts).toBeGreaterThan(1)
    console.log(
      `[forms] outage: delivered after ${(delivered.delivery as { attempts?: number }).attempts} attempts`,
    )
  })
})
