import { afterAll, beforeAll } from 'vitest'
import { post, serverForFile } from '../harness'
import { fuzzOptions, fuzzSite } from './site'

/**
 * The fuzzed app for a test file: a test database with two posts and a small built site, made
 * before the file's tests and removed after them. Read `app.api` inside a test.
 */
export function fuzzAppForFile() {
  let site: ReturnType<typeof fuzzSite> | undefined
  beforeAll(() => {
    site = fuzzSite()
  })
  afterAll(() => site?.remove())
  return serverForFile({ posts: [post(1), post(2)], options: () => fuzzOptions(site!.dist) })
}
