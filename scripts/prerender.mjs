#!/usr/bin/env node
// After `vite build` and the SSR build of src/entry-prerender.tsx (see package.json "build"):
// writes every parameterless route as static HTML, dist/<path>/index.html, so the first screen
// paints from the HTML. The app then renders over it with the same markup. dist/shell.html keeps
// the empty shell for the routes that are not prerendered (blog posts, unknown paths).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = process.argv[2] ?? 'dist'
const { render, staticPaths } = await import(
  pathToFileURL(resolve(process.argv[3] ?? 'dist-ssr', 'entry-prerender.js')).href
)
// The two Latin variable fonts every page uses, fetched with the styles rather than after them.
const fonts = readdirSync(join(dist, 'assets'))
  .filter((f) => /^(inter|space-grotesk)-latin-wght-normal-.*\.woff2$/.test(f))
  .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`)
  .join('')
const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  '</head>',
  `${fonts}</head>`,
)
writeFileSync(join(dist, 'shell.html'), template)

// The route's own code and styles, which the app would otherwise discover only after its entry
// has run: without the styles the static page would be drawn unstyled, then jump.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
function routeAssets(path) {
  const file = path === '/' ? 'index' : manifestRouteFile(path)
  const key = Object.keys(manifest).find(
    (k) => k.startsWith(`src/routes/${file}.tsx?`) && k.includes('tsr-split=component'),
  )
  const css = new Set()
  const js = new Set()
  const visit = (k) => {
    const chunk = manifest[k]
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  if (key) visit(key)
  const inTemplate = (file) => template.includes(`/${file}"`)
  return [
    ...[...css]
      .filter((f) => !inTemplate(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...[...js]
      .filter((f) => !inTemplate(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('')
}
function manifestRouteFile(path) {
  const candidates = [path.slice(1), `${path.slice(1)}/index`]
  return (
    candidates.find((c) =>
      Object.keys(manifest).some((k) => k.startsWith(`src/routes/${c}.tsx?`)),
    ) ?? path.slice(1)
  )
}

const headTag = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)/
const started = performance.now()
const paths = staticPaths()
for (const path of paths) {
  let body = await render(path)
  // React puts the page's <title>, description and preload hints first: they belong in <head>.
  const head = []
  for (let match = headTag.exec(body); match; match = headTag.exec(body)) {
    head.push(match[0])
    body = body.slice(match[0].length)
  }
  const ownHead = head
    .map((tag) =>
      tag.startsWith('<title') || tag.startsWith('<meta')
        ? tag.replace(/^<(title|meta)/, '<$1 data-static-head')
        : tag,
    )
    .join('')
  const html = template
    .replace(/<title data-static-head>[^<]*<\/title>/, '')
    .replace(/<meta\s+data-static-head\s+name="description"[^>]*>/, '')
    .replace('</head>', `${ownHead}${routeAssets(path)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
  if (!html.includes(body)) throw new Error(`prerender: no <div id="root"></div> in the template`)
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}
console.log(`prerender: ${paths.length} pages in ${Math.round(performance.now() - started)} ms`)
