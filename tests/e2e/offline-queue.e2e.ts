import { describe, expect, it } from 'vitest'
import {
  fillContact,
  nothingLeftToSend,
  outboxWith,
  queueAwake,
  sentNotice,
  words,
} from './enquiries'
import { setupBrowser, url } from './browser'

const { open } = setupBrowser()

/**
 * Enquiries sent with the network cut (Playwright's `setOffline`) are kept on the device and sent
 * once it is back: by the online event, by the next visit, and exactly once with two tabs open or
 * after an answer lost on the way back. Without a service worker here, Background Sync is tested
 * in the unit tests through its message. The same queue in every language, with the worker and a
 * page read offline, is tests/e2e/offline.e2e.ts.
 */

describe('an enquiry sent offline waits on the device and is sent once when the network returns', () => {
  it('with a second tab open, the tabs agree on one sender: it arrives once, and both say so', async () => {
    const id = `two-tabs-${Date.now()}`
    const { page } = await open('/svs')
    const context = page.context()
    const second = await context.newPage()
    await second.goto(url('/svi'), { waitUntil: 'load' })
    // The visitor starts on the form there too: both tabs have the queue running. (A tab in the
    // background gets no focus events: it is brought to the front for that.)
    await second.bringToFront()
    await second.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await second.locator('#contact').scrollIntoViewIfNeeded()
    await second.locator('#contact form').getByLabel('Name').focus()
    await queueAwake(second)
    await page.bringToFront()
    const form = await fillContact(page, 'en', id)
    await queueAwake(page)

    await context.setOffline(true)
    await form.getByRole('button', { name: words.en.send }).click()
    await form.getByRole('status').getByText(words.en.saved).waitFor()
    // The other tab sees it waiting too (same device, same store).
    await second.locator('summary').filter({ hasText: /\(1\)/ }).waitFor()

    // Every request either tab makes with this enquiry, and whether the service answered it as a
    // repeat (server/idempotency.ts): the service keeping a repeat once must not hide a second
    // sender.
    const posts: { tab: string; replayed: Promise<boolean> }[] = []
    for (const [tab, name] of [
      [page, 'first'],
      [second, 'second'],
    ] as const) {
      tab.on('request', (request) => {
        if (request.method() !== 'POST' || !request.postData()?.includes(`Ref ${id}.`)) return
        const replayed = request
          .response()
          .then((response) => response?.headers()['idempotent-replayed'] === 'true')
        posts.push({ tab: name, replayed })
      })
    }

    // Both tabs hear the network come back at the same moment.
    await context.setOffline(false)
    await sentNotice(page, 'en').waitFor()
    await sentNotice(second, 'en').waitFor()
    await expect.poll(async () => (await outboxWith(id)).length).toBe(1)
    // Neither tab can send it again: it left the device, and no tab is still sending.
    await expect.poll(() => nothingLeftToSend(page)).toBe(true)
    expect(await outboxWith(id)).toHaveLength(1)
    // One tab sent it, once, and the service stored it at that one request.
    expect(posts).toHaveLength(1)
    expect(await posts[0]!.replayed).toBe(false)
  })

  it('the next visit sends what an earlier one left waiting', async () => {
    const id = `next-visit-${Date.now()}`
    const { page } = await open('/svs')
    const context = page.context()
    const form = await fillContact(page, 'en', id)
    await queueAwake(page)
    await context.setOffline(true)
    await form.getByRole('button', { name: words.en.send }).click()
    await form.getByRole('status').getByText(words.en.saved).waitFor()
    // The visitor leaves while offline; the connection returns with no page of the site open
    // (the tab is closed: a page navigated away can still hear 'online' while it unloads).
    await page.close()
    await context.setOffline(false)
    expect(await outboxWith(id)).toHaveLength(0)

    // Nothing of a form is touched on the next page: the page finds what waits as it wakes.
    const next = await context.newPage()
    await next.goto(url('/svi'), { waitUntil: 'load' })
    await sentNotice(next, 'en').waitFor()
    expect(await outboxWith(id)).toHaveLength(1)
  })

  it('a waitlist entry whose answer was lost is sent again with its key and stored once', async () => {
    const { page } = await open('/svi')
    const tries: { key: string | undefined; status: number; replayed: string | undefined }[] = []
    // The first try reaches the service, which stores it; its answer never reaches the page.
    await page.route('**/api/waitlist', async (route) => {
      const response = await route.fetch()
      const headers = response.headers()
      tries.push({
        key: route.request().headers()['idempotency-key'],
        status: response.status(),
        replayed: headers['idempotent-replayed'],
      })
      if (tries.length === 1) await route.abort('connectionreset')
      else await route.fulfill({ response })
    })
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Inquire About SVI Experience', exact: true })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' })
    await dialog.locator('form').waitFor()
    await dialog.getByLabel('Name').fill('Grace Hopper')
    await dialog.getByLabel('Email').fill(`grace-${Date.now()}@example.org`)
    await dialog.getByRole('combobox', { name: /Country/ }).fill('united states')
    await dialog.getByRole('option', { name: 'United States of America', exact: true }).click()
    await queueAwake(page)
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click()
    await dialog.getByRole('status').getByText(words.en.saved).waitFor()
    await dialog.press('Escape')
    await sentNotice(page, 'en').waitFor()
    // Two tries with one key: the service kept the first and answered the second from it.
    expect(tries).toHaveLength(2)
    expect(tries[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(tries[1]!.key).toBe(tries[0]!.key)
    expect(tries.map((t) => [t.status, t.replayed])).toEqual([
      [200, undefined],
      [200, 'true'],
    ])
  })

  it('the lost answer of an e-mail: sent again with its key, in the outbox once', async () => {
    const id = `lost-answer-${Date.now()}`
    const { page } = await open('/svs')
    let tries = 0
    await page.route('**/api/v1.0/email/send', async (route) => {
      const response = await route.fetch()
      tries++
      if (tries === 1) await route.abort('connectionreset')
      else await route.fulfill({ response })
    })
    const form = await fillContact(page, 'en', id)
    await queueAwake(page)
    await form.getByRole('button', { name: words.en.send }).click()
    await form.getByRole('status').getByText(words.en.saved).waitFor()
    await sentNotice(page, 'en').waitFor()
    expect(tries).toBe(2)
    expect(await outboxWith(id)).toHaveLength(1)
  })
})
