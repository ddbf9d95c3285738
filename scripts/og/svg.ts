// The two pieces of SVG that both the text measurer and the card templates write: a document's
// opening tag, and a file embedded as a data URI (resvg is given one string, with no folder to
// resolve a path against).
import { readFileSync } from 'node:fs'
import { extname } from 'node:path'

export const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`

export function dataUri(file: string): string {
  const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' }[
    extname(file).toLowerCase()
  ]
  if (!type) throw new Error(`og-images: cannot draw ${file} (svg, png or jpg only)`)
  return `data:${type};base64,${readFileSync(file).toString('base64')}`
}
