#!/usr/bin/env node
// `npm run build:compress` (the build's last step, scripts/build.ts): writes Brotli (.br) and gzip
// (.gz) twins of every text file in dist/, so the service sends compressed bytes without
// compressing on each request (serveStatic's `precompressed` option picks the best one the browser
// accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i
let files = 0
let before = 0
let after = 0

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return walk(path)
    return compressible.test(name) ? [path] : []
  })
}

// Asynchronous: zlib compresses on libuv's worker threads, so every core works at once.
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

// The languages' builds share files byte for byte (the libraries' chunks, the pictures): each
// content is compressed once, and its twins written for every copy.
const made = new Map()
const twinsOf = (data) =>
  Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: 9 }),
  ])

async function compress(path) {
  const data = readFileSync(path)
  if (data.length < 1024) return
  const key = createHash('sha256').update(data).digest('base64')
  if (!made.has(key)) made.set(key, twinsOf(data))
  const [br, gz] = await made.get(key)
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gz)
  files++
  before += data.length
  after += br.length
}

await Promise.all(walk(dist).map(compress))
console.log(
  `precompress: ${files} files, ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB brotli`,
)
