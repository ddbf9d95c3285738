import { afterAll, beforeAll } from 'vitest'
import { loadPosts, openTestDb, post, testApp } from '../harness'
import { fuzzOptions, fuzzSite } from './site'

/**
 * The fuzzed app for a test file: a test database with two posts and a small built site, made
 * before the file's tests and removed after them. Read `app.api` inside a test.
 */
export function fuzzAppForFile() {
  const app = {} as { api: Awaited<ReturnType<typeof testApp>> }
  let dispose: () => Promise<void> = async () => {}
  let site: ReturnType<typeof fuzzSite> | undefined
  beforeAll(async () => {
    const opened = await openTestDb()
    dispose = opened.dispose
    await loadPosts(opened.db, [post(1), post(2)])
    site = fuzzSite()
    app.api = await testApp(opened.db, fuzzOptions(site.dist))
  })
  afterAll(async () => {
    await dispose()
    site?.remove()
  })
  return app
}
