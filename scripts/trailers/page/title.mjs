// The title: the subject label, the world's name letter by letter and the subtitle. Each piece is
// rendered once (renderText), sharp and blurred, with its glow; drawText places them at time t.
// Runs in the generator page (see kit.mjs).

export function titlePainter(ctx, kit) {
  const { easeOut, rgba, offscreen } = kit

  // The title pieces, each rendered once, sharp and blurred, with its glow.
  function renderText(world) {
    const pad = 40
    const piece = (text, font, letterSpacing, fill, glow, blur) => {
      ctx.save()
      ctx.font = font
      ctx.letterSpacing = letterSpacing
      const metrics = ctx.measureText(text)
      ctx.restore()
      const w = Math.ceil(metrics.width) + pad * 2
      const ascent = Math.ceil(metrics.fontBoundingBoxAscent)
      const hgt = ascent + Math.ceil(metrics.fontBoundingBoxDescent) + pad * 2
      const c = offscreen(w, hgt)
      const g = c.getContext('2d')
      g.font = font
      g.letterSpacing = letterSpacing
      if (blur) g.filter = `blur(${blur}px)`
      if (glow) {
        g.shadowColor = glow
        g.shadowBlur = 28
      }
      g.fillStyle = typeof fill === 'function' ? fill(g, metrics.width, ascent) : fill
      g.fillText(text, pad, pad + ascent)
      return { canvas: c, ox: pad, oy: pad + ascent, width: metrics.width }
    }
    const nameFont = '700 86px "Trailer Display"'
    ctx.save()
    ctx.font = nameFont
    ctx.letterSpacing = '-1.5px'
    const fullWidth = ctx.measureText(world.name).width
    const chars = [...world.name].map((ch, i, all) => {
      const offset = ctx.measureText(all.slice(0, i).join('')).width
      // One gradient across the whole word, shifted into each glyph's own canvas.
      const fill = (g, _w, ascent) => {
        const grad = g.createLinearGradient(
          pad - offset,
          pad,
          pad - offset + fullWidth,
          pad + ascent,
        )
        grad.addColorStop(0, '#ffffff')
        grad.addColorStop(0.55, '#ffffff')
        grad.addColorStop(1, world.light)
        return grad
      }
      return {
        offset,
        sharp: piece(ch, nameFont, '0px', fill, rgba(world.color, 0.42), 0),
        soft: piece(ch, nameFont, '0px', fill, rgba(world.color, 0.42), 6),
      }
    })
    ctx.restore()
    const label = piece(
      world.subject.toUpperCase(),
      '600 15px "Trailer Body"',
      '4px',
      rgba(world.light, 0.95),
      null,
      0,
    )
    const subtitle = piece(world.subtitle, '400 23px "Trailer Body"', '0px', '#d6ddf0', null, 0)
    return { chars, label, subtitle }
  }

  const blit = (p, x, y) => ctx.drawImage(p.canvas, x - p.ox, y - p.oy)

  function drawText(scene, t) {
    const { world, text } = scene
    const x = 64
    const nameY = 456

    // Subject label with a growing accent rule.
    const labelIn = easeOut((t - 1.25) / 0.9)
    if (labelIn > 0) {
      ctx.globalAlpha = labelIn
      ctx.fillStyle = world.color
      ctx.fillRect(x, nameY - 78, 40 * labelIn, 2)
      blit(text.label, x + 54 + (1 - labelIn) * 14, nameY - 71 + (1 - labelIn) * 6)
    }

    // The world name, letter by letter: each rises, sharpens and fades in.
    text.chars.forEach((ch, i) => {
      const p = easeOut((t - 1.55 - i * 0.055) / 0.75)
      if (p <= 0) return
      const y = nameY + (1 - p) * 22
      if (p < 1) {
        ctx.globalAlpha = p * (1 - p) * 1.6
        blit(ch.soft, x + ch.offset, y)
      }
      ctx.globalAlpha = p * p
      blit(ch.sharp, x + ch.offset, y)
    })

    // Subtitle.
    const subIn = easeOut((t - 2.45) / 0.9)
    if (subIn > 0) {
      ctx.globalAlpha = subIn * 0.92
      blit(text.subtitle, x + 2, nameY + 44 + (1 - subIn) * 10)
    }
    ctx.globalAlpha = 1
  }

  return { renderText, drawText }
}
