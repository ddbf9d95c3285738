// What the rest of the site may use of the offline feature (README.md beside this file). Only
// re-exports (scripts/feature-index-plugin.ts). The service worker itself (worker.ts) is a build
// of its own (scripts/sw/build.mjs).
export { OfflinePageView } from './offline-page'
export { loadWorkerRegistration } from './lazy'
export { pagesCacheName } from './names'
