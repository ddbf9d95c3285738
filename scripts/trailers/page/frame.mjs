// One frame at time t (seconds) from a scene's layers: a pure function of t, so a poster is the
// frame redrawn. Runs in the generator page (see kit.mjs).

export function framePainter(ctx, W, H, kit, title) {
  const { smooth } = kit
  // The art is centred at (ART_X + pan, ART_Y).
  const ART_X = 560
  const ART_Y = 250
  const PAN_SPEED = 30 // px per second: one pixel a frame at 30 fps

  function draw(scene, t) {
    const { art, sky, halo, starLayers, motes, bokeh, mote, disc } = scene
    // Camera: a steady pan of exactly one pixel a frame, the art drifting right to make room for
    // the title. Whole-pixel steps and no zoom on purpose: the software H.264 encoder turns the
    // sub-pixel resampling of a zoom or a fractional pan into blocky, stair-stepped edges, while
    // an exact integer shift is predicted perfectly and stays sharp.
    const pan = Math.round(t * PAN_SPEED) - PAN_SPEED * 3
    const cx = ART_X + pan
    const cy = ART_Y
    ctx.globalCompositeOperation = 'source-over'
    ctx.globalAlpha = 1
    ctx.drawImage(sky, 0, 0)

    // Stars twinkle out of phase and drift a little against the camera.
    ctx.globalCompositeOperation = 'lighter'
    starLayers.forEach((layer, i) => {
      ctx.globalAlpha = 0.6 + 0.4 * Math.sin(t * (1.3 + i * 0.45) + i * 2.1)
      // Whole pixels: a fractional offset makes a full-frame blit resample, ~3 ms a layer.
      ctx.drawImage(layer, Math.round(-60 - pan * (0.15 + i * 0.06)), 0)
    })
    const pulse = 0.5 + 0.5 * Math.sin((t / 6) * Math.PI * 2 - Math.PI / 2)
    const hr = 480
    ctx.globalAlpha = 0.85 + 0.15 * pulse
    ctx.drawImage(halo, cx - hr, cy - hr, hr * 2, hr * 2)

    // The artwork, unscaled and on whole pixels.
    ctx.globalCompositeOperation = 'source-over'
    ctx.globalAlpha = 1
    ctx.drawImage(art, cx - art.width / 2, cy - art.height / 2)

    // Drifting motes in the world colour, and a few large out-of-focus discs in front.
    ctx.globalCompositeOperation = 'lighter'
    for (const m of motes) {
      const y = ((((m.y - t * m.vy) % (H + 80)) + H + 80) % (H + 80)) - 40
      const x = m.x + t * m.vx + Math.sin(m.phase + t * 0.9) * m.sway - pan * m.depth * 0.6
      const size = m.r * 7
      ctx.globalAlpha = m.a * (0.6 + 0.4 * Math.sin(m.phase * 3 + t * 2.2))
      ctx.drawImage(mote, x - size / 2, y - size / 2, size, size)
    }
    for (const d of bokeh) {
      const x = d.x + t * d.vx - pan * 1.5
      const y = d.y + Math.sin(d.phase + t * 0.5) * 12
      ctx.globalAlpha = d.a * (0.7 + 0.3 * Math.sin(d.phase + t))
      ctx.drawImage(disc, x - d.r, y - d.r, d.r * 2, d.r * 2)
    }
    ctx.globalCompositeOperation = 'source-over'

    // Vignette, crossfading to vignette plus scrim as the title arrives.
    const scrimIn = smooth(1.0, 2.6, t)
    if (scrimIn < 1) {
      ctx.globalAlpha = 1
      ctx.drawImage(scene.vignette, 0, 0)
    }
    if (scrimIn > 0) {
      ctx.globalAlpha = scrimIn
      ctx.drawImage(scene.scrim, 0, 0)
    }
    ctx.globalAlpha = 1

    title.drawText(scene, t)

    // Fade up from and back down to the night colour, so the loop point is seamless.
    const dark = 1 - smooth(0, 0.7, t) * (1 - smooth(5.3, 6, t))
    if (dark > 0) {
      ctx.globalAlpha = dark
      ctx.fillStyle = '#060916'
      ctx.fillRect(0, 0, W, H)
      ctx.globalAlpha = 1
    }
  }

  return draw
}
