// Drawing a card takes resvg a good part of a second; a rebuild whose sources did not change
// copies the PNG drawn last time instead (node_modules/.cache/og unless OG_CACHE_DIR says where).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fonts } from './fonts'
import { pngOptions, renderPng } from './render'

const require = createRequire(import.meta.url)

/** Changes when the drawing code changes, so cached PNGs of an older design are not reused. */
const designVersion = 8
const versionOf = (name: string): string =>
  (require(`${name}/package.json`) as { version: string }).version
/** What else decides a PNG's bytes: the renderer, and the encoder with its settings. */
const tools = {
  resvg: versionOf('@resvg/resvg-js'),
  pngjs: versionOf('pngjs'),
  png: pngOptions,
}

/**
 * The cache key of a drawing: the same SVG (which embeds the art it draws), size, fonts, renderer
 * and encoder give the same PNG.
 */
export function cacheKey(svg: string, width: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ designVersion, tools, fonts: Object.values(fonts), width }))
    .update(svg)
    .digest('hex')
    .slice(0, 32)
}

/**
 * The cached PNG of a drawing, `width` pixels wide, drawn first if the cache has none. It is
 * written under another name and then renamed, so a build stopped halfway leaves no cut PNG for
 * the next one to copy.
 */
export function cachedPng(
  dir: string,
  svg: string,
  width: number,
  render: (svg: string, width: number) => Uint8Array = renderPng,
): { file: string; drawn: boolean } {
  const file = join(dir, `${cacheKey(svg, width)}.png`)
  if (existsSync(file)) return { file, drawn: false }
  mkdirSync(dir, { recursive: true })
  const partial = `${file}.${process.pid}.part`
  writeFileSync(partial, render(svg, width))
  renameSync(partial, file)
  return { file, drawn: true }
}
