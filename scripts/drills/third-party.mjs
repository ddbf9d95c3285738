// Drill 3: the e-mail API, the geolocation service and the scheduling widget's script down (the
// connection refused) or hanging (no answer for 30 s), in Chromium on the built site. Each must
// end in its fallback within its bound, keep what the visitor typed, and leave the page usable.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { tsImport } from 'tsx/esm/api'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { onCleanup, root, startService } from './processes.mjs'
import { log } from './report.mjs'

const hangMs = 30_000
/** A third party that is down: the connection is refused. */
const down = (route) => route.abort('connectionrefused').catch(() => {})
/** A third party that hangs: no answer for 30 s, then the connection drops. */
const hang = async (route) => {
  await sleep(hangMs)
  await route.abort('timedout').catch(() => {})
}
const modes = { down, hang }
const firstLine = (error) => error.message.split('\n')[0]

/** `npm run -s build`, its output on the terminal. */
function build() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run -s build exited ${code}`)),
    )
  })
}

/** Opens a fresh page on `path` of the site, hydrated, with the third parties as `routes` says. */
function pageOpener(browser, base) {
  return async function open(path, routes = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const errors = []
    // By default the geolocation service answers (it is on the internet; the drill is not).
    await context.route(
      /ipapi\.co/,
      routes.geolocation ?? ((r) => r.fulfill({ json: { country_code: 'GB' } })),
    )
    await context.route(/assets\.calendly\.com/, routes.scheduler ?? down)
    if (routes.email) await context.route(/\/api\/v1\.0\/email\/send/, routes.email)
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(String(error)))
    const timeline = {}
    page.on('load', () => (timeline.load ??= Date.now()))
    page.on('request', (request) => {
      if (/ipapi\.co/.test(request.url())) timeline.geoRequest = Date.now()
    })
    page.on('requestfailed', (request) => {
      if (/ipapi\.co/.test(request.url())) {
        timeline.geoFailed = Date.now()
        timeline.geoError = request.failure()?.errorText
      }
    })
    await page.goto(base + path, { waitUntil: 'load' })
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    const close = async () => {
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await context.close()
    }
    return { page, errors, timeline, close }
  }
}

/** The page answers a click: a header menu opens (and closes again); its time in ms. */
async function headerMenuWorks(page) {
  const trigger = page.locator('header nav button[aria-expanded]').first()
  const started = Date.now()
  await trigger.click({ timeout: 5000 })
  await page.locator('header nav button[aria-expanded="true"]').first().waitFor({ timeout: 5000 })
  const ms = Date.now() - started
  await trigger.click({ timeout: 5000 })
  return ms
}

/** The e-mail API, through the About section's contact form on /grant: the enquiry is kept. */
async function emailApi(open, mode, { queuedMessage }) {
  const typed = {
    Name: 'Ada Lovelace',
    Email: 'ada@example.org',
    Message: 'Please tell me more about the grant programme.',
  }
  const failures = []
  const { page, errors, close } = await open('/grant', { email: modes[mode] })
  let secondsToOutcome = null
  let menuMs = null
  let kept = false
  try {
    // The About section wakes when it comes near (a deferred section), as a visitor scrolls to it.
    await page.locator('#contact').scrollIntoViewIfNeeded()
    const form = page.locator('#contact form')
    await form.waitFor()
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
    const country = form.getByRole('combobox', { name: /Country/ })
    await country.fill('united king')
    await form.getByRole('option', { name: 'United Kingdom', exact: true }).click()
    const started = Date.now()
    await form.getByRole('button', { name: 'Send Message' }).click()
    // While the send hangs, the rest of the page works.
    if (mode === 'hang') menuMs = await headerMenuWorks(page)
    await form
      .getByRole('status')
      .getByText(queuedMessage)
      .waitFor({ timeout: hangMs + 5000 })
    secondsToOutcome = (Date.now() - started) / 1000
    const values = {}
    for (const label of Object.keys(typed))
      values[label] = await form.getByLabel(label).inputValue()
    kept =
      Object.entries(typed).every(([label, value]) => values[label] === value) &&
      (await country.inputValue()) === 'United Kingdom'
    if (!kept) failures.push(`fields not kept: ${JSON.stringify(values)}`)
    if (mode === 'down' && menuMs === null) menuMs = await headerMenuWorks(page)
  } catch (error) {
    failures.push(firstLine(error))
  }
  if (secondsToOutcome !== null && secondsToOutcome > 15)
    failures.push(`the failure showed only after ${secondsToOutcome.toFixed(1)} s`)
  if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
  await close()
  return {
    service: 'e-mail API',
    mode,
    outcome: `"${queuedMessage}", every field kept: ${kept ? 'yes' : 'NO'}; header menu ${menuMs ?? '—'} ms`,
    seconds: secondsToOutcome,
    menuMs,
    failures,
  }
}

/** The page that shows prices, the licence estimator: the one that looks the country up. */
const pricePage = '/lab-setup-and-learning'

/**
 * The geolocation service, on the page that shows prices: the page asks only after it has
 * loaded (and the browser is idle), gives the look-up up and stays usable. The currency it picks
 * is not displayed yet (prices are in USD), so the currency machine itself is what is timed
 * settling on USD (currency.ts).
 */
async function geolocation(open, mode, { currencyFallback }) {
  const failures = []
  const { page, errors, timeline, close } = await open(pricePage, { geolocation: modes[mode] })
  let menuMs = null
  try {
    for (let waited = 0; !timeline.geoRequest && waited < 10_000; waited += 50) await sleep(50)
    if (!timeline.geoRequest) throw new Error(`${pricePage} never asked for the country`)
    if (timeline.geoRequest < timeline.load)
      failures.push('the country was asked before the page had loaded')
    if (mode === 'hang') menuMs = await headerMenuWorks(page)
    for (let waited = 0; !timeline.geoFailed && waited < 10_000; waited += 50) await sleep(50)
    if (mode === 'down') menuMs = await headerMenuWorks(page)
  } catch (error) {
    failures.push(firstLine(error))
  }
  const gaveUpAfter =
    timeline.geoFailed && timeline.geoRequest
      ? (timeline.geoFailed - timeline.geoRequest) / 1000
      : null
  if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
  await close()
  const machine = await currencyFallback(mode)
  if (machine.currency !== 'USD' || machine.state !== 'fallback')
    failures.push(`the machine settled on ${machine.state} ${machine.currency}`)
  if (machine.seconds > 3.5) failures.push(`USD only after ${machine.seconds.toFixed(1)} s`)
  if (gaveUpAfter === null) failures.push('the page did not give the request up')
  else if (gaveUpAfter > 4) failures.push(`the page gave the request up after ${gaveUpAfter} s`)
  return {
    service: 'geolocation',
    mode,
    outcome: `currency ${machine.currency} (machine: ${machine.state}); ${pricePage} asked ${((timeline.geoRequest - timeline.load) / 1000).toFixed(1)} s after load and dropped the request after ${gaveUpAfter?.toFixed(1) ?? '—'} s (${timeline.geoError ?? '—'}); header menu ${menuMs ?? '—'} ms`,
    seconds: machine.seconds,
    pageGaveUpSeconds: gaveUpAfter,
    menuMs,
    failures,
  }
}

/** While the scheduler hangs, the visitor closes its dialog and opens another: that in ms. */
async function giveUpOnScheduler(open) {
  const { page, close } = await open('/', { scheduler: hang })
  try {
    await page.getByRole('button', { name: 'Schedule a Meeting' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' })
    await dialog.waitFor()
    await sleep(1000)
    const started = Date.now()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden', timeout: 5000 })
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Get in Touch', exact: true })
      .first()
      .click()
    await page
      .getByRole('dialog', { name: 'Get in Touch' })
      .locator('form')
      .waitFor({ timeout: 5000 })
    return Date.now() - started
  } finally {
    await close()
  }
}

/** The scheduling widget's script, in the home page's 'Schedule a Meeting' dialog. */
async function scheduler(open, mode, { schedulingFallback }) {
  const failures = []
  const { page, errors, timeline, close } = await open('/', { scheduler: modes[mode] })
  let secondsToOutcome = null
  let dialogSeconds = null
  try {
    const started = Date.now()
    await page.getByRole('button', { name: 'Schedule a Meeting' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' })
    await dialog.waitFor()
    dialogSeconds = (Date.now() - started) / 1000
    await dialog
      .getByRole('link', { name: schedulingFallback.linkLabel })
      .waitFor({ timeout: hangMs + 5000 })
    secondsToOutcome = (Date.now() - started) / 1000
  } catch (error) {
    failures.push(firstLine(error))
  }
  if (secondsToOutcome !== null && secondsToOutcome > 10)
    failures.push(`the fallback showed only after ${secondsToOutcome.toFixed(1)} s`)
  // The home page shows no price: it never asks a third party for the visitor's country.
  if (timeline.geoRequest) failures.push('the home page asked for the country')
  if (errors.length) failures.push(`page errors: ${errors.join('; ')}`)
  await close()

  let usable = null
  if (mode === 'hang') {
    try {
      usable = await giveUpOnScheduler(open)
    } catch (error) {
      failures.push(`during the hang: ${firstLine(error)}`)
    }
  }
  return {
    service: 'scheduler script',
    mode,
    outcome:
      `fallback link "${schedulingFallback.linkLabel}" (the dialog itself opened in ${dialogSeconds?.toFixed(1) ?? '—'} s)` +
      (mode === 'hang'
        ? `; closing it and opening 'Get in Touch' meanwhile: ${usable ?? '—'} ms`
        : ''),
    seconds: secondsToOutcome,
    dialogSeconds,
    failures,
  }
}

/** Each third party down, then hanging, one after the other in one browser. */
export async function thirdPartyDrill({ ports }) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    log('third-party: no build in dist/, building the site first (npm run -s build)')
    await build()
  }
  // What the visitor must see comes from the modules the site itself takes it from.
  // The e-mail API down or hanging is no answer at all, a network failure: the enquiry waits on
  // the device and goes when the connection returns (docs/offline-queue.md).
  const { queue_saved } = await tsImport('../../src/paraglide/messages.js', import.meta.url)
  const { schedulingFallback } = await tsImport('../../content/modals.ts', import.meta.url)
  const { currencyFallback } = await tsImport('./currency.ts', import.meta.url)
  const expected = { queuedMessage: queue_saved(), schedulingFallback, currencyFallback }
  const { chromium } = await import('playwright-core')
  const site = await startService({ SERVE_DIST: 'dist', DATA_DIR: ':memory:' }, ports.site)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  onCleanup(() => browser.close())
  const open = pageOpener(browser, site.base)

  const outcomes = []
  for (const check of [emailApi, geolocation, scheduler]) {
    for (const mode of ['down', 'hang']) {
      const outcome = await check(open, mode, expected)
      outcomes.push(outcome)
      log(
        `third-party: ${outcome.service} ${outcome.mode}: ${outcome.outcome} after ` +
          `${outcome.seconds === null ? '—' : `${outcome.seconds.toFixed(1)} s`}` +
          (outcome.failures.length ? ` FAILED: ${outcome.failures.join('; ')}` : ''),
      )
    }
  }

  await browser.close()
  await site.stop()
  return {
    drill: 'third-party',
    outcomes,
    failures: outcomes.flatMap((o) => o.failures.map((f) => `${o.service} ${o.mode}: ${f}`)),
  }
}
