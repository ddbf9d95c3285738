// A tiny static server on a free loopback port: the generator page, the art and fonts it needs,
// public/media with Range support (as a real host would serve it) and the check page that
// verify.mjs plays each video in.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { generatorHtml } from './page/index.mjs'
import { HEIGHT, mediaDir, root, WIDTH } from './settings.mjs'

const types = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
}

const fontFiles = {
  'display.woff2':
    'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  'body.woff2': 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
}

function checkHtml(file, posterFile) {
  const poster = posterFile ? ` poster="/media/${posterFile}"` : ''
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#000}video{display:block}
</style></head><body><video id="v" src="/media/${file}"${poster} muted autoplay loop playsinline
width="${WIDTH}" height="${HEIGHT}"></video></body></html>`
}

function sendFile(req, res, path, forceType) {
  if (!existsSync(path) || !statSync(path).isFile()) {
    res.writeHead(404).end('not found')
    return
  }
  const size = statSync(path).size
  const type = forceType ?? types[extname(path)] ?? 'application/octet-stream'
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  const data = readFileSync(path)
  if (range) {
    const start = range[1] ? Number(range[1]) : size - Number(range[2])
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    res.writeHead(206, {
      'Content-Type': type,
      'Content-Length': end - start + 1,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    })
    res.end(data.subarray(start, end + 1))
    return
  }
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' })
  res.end(data)
}

/** Starts the server; resolves to it and its origin (http://127.0.0.1:<port>). */
export function startServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const path = decodeURIComponent(url.pathname)
    if (path === '/generator') {
      res.writeHead(200, { 'Content-Type': types['.html'] }).end(generatorHtml)
    } else if (path === '/check') {
      const html = checkHtml(url.searchParams.get('file'), url.searchParams.get('poster'))
      res.writeHead(200, { 'Content-Type': types['.html'] }).end(html)
    } else if (/^\/art\/[a-z]+\.svg$/.test(path)) {
      sendFile(req, res, join(root, `src/assets/art/world-hero-${path.slice(5, -4)}.svg`))
    } else if (path.startsWith('/font/') && fontFiles[path.slice(6)]) {
      sendFile(req, res, join(root, fontFiles[path.slice(6)]))
    } else if (/^\/media\/[\w.-]+$/.test(path)) {
      // ?as=mp4 serves any file as video/mp4, to test whether Chromium sniffs WebM content.
      const forceType = url.searchParams.get('as') === 'mp4' ? 'video/mp4' : undefined
      sendFile(req, res, join(mediaDir, path.slice(7)), forceType)
    } else {
      res.writeHead(404).end('not found')
    }
  })
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    )
  })
}
