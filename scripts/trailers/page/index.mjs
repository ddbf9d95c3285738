/* global document, window */
// The generator page: a 960x540 canvas and one script made of the page-side modules, each
// serialised with Function.prototype.toString. So every module in page/ may use only browser APIs,
// what it defines itself and what it is handed here; none of them may import anything.
//
// The page exposes window.trailer: setup(world) renders a world's still layers and title,
// record(options) records the trailer, poster(t, quality) draws one frame as WebP, draw(t) one
// frame on the canvas.
import { HEIGHT, WIDTH } from '../settings.mjs'
import { framePainter } from './frame.mjs'
import { pageKit } from './kit.mjs'
import { sceneLayers } from './layers.mjs'
import { pageRecorder } from './recorder.mjs'
import { titlePainter } from './title.mjs'

function trailerPage(W, H, modules) {
  const canvas = document.querySelector('canvas')
  const ctx = canvas.getContext('2d')
  const kit = modules.pageKit()
  const layers = modules.sceneLayers(W, H, kit)
  const title = modules.titlePainter(ctx, kit)
  const paint = modules.framePainter(ctx, W, H, kit, title)
  let scene = null
  const draw = (t) => paint(scene, t)
  const { record, poster } = modules.pageRecorder(canvas, draw)

  async function setup(world) {
    const still = await layers.build(world)
    scene = { ...still, text: title.renderText(world) }
    draw(0)
  }

  window.trailer = { setup, record, poster, draw: (t) => draw(t) }
}

const modules = { pageKit, sceneLayers, titlePainter, framePainter, pageRecorder }
const script = `(${trailerPage})(${WIDTH}, ${HEIGHT}, {
${Object.entries(modules)
  .map(([name, fn]) => `${name}: ${fn},`)
  .join('\n')}
})`

export const generatorHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;background:#060916;overflow:hidden}canvas{display:block}
</style></head><body><canvas width="${WIDTH}" height="${HEIGHT}"></canvas>
<script>${script}</script></body></html>`
