// The types of ./precache.mjs, for the tests that import it.
import type { GetManifestOptions } from 'workbox-build'
import type { OnUseGraph } from '../../src/offline/on-use-graph.ts'

export { reachOnUse } from '../../src/offline/on-use-graph.ts'
export declare const precachedPages: string[]
export declare const shellParts: [string, string]
export declare const precachedFiles: string[]
export declare function pageAssets(html: string): string[]
export declare function wakingFiles(dist: string, dir: string, html: string): string[]
export declare const searchParts: string[]
export declare function searchFiles(dist: string, dir: string): string[]
export declare function onUseGraph(dist: string, dir: string): OnUseGraph
export declare function precacheOptions(dist: string, prefix: string): GetManifestOptions
export declare const addressOf: (file: string) => string
