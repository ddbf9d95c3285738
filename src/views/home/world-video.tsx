import { useEffect, useRef, useState } from 'react'
import type { World } from '../../../content/types'
import { worldHeroUrl } from '../../components/art/art'
import { useAfterLoad } from '../../lib/after-load'
import { m } from '../../paraglide/messages'
import styles from './worlds.module.css'

/**
 * A world's trailer in the worlds' carousel: muted, looping, playing only while its slide is the
 * current one, on screen, and the carousel is rotating. The carousel's rotation control is its
 * pause and play (WCAG 2.2.2: one control for all that moves), so a trailer stops with the slide
 * show, and stays still with reduced motion, where the slide show waits to be started. Nothing is
 * downloaded before the carousel has woken (preload none, no poster in the HTML): then the current
 * slide's poster and the next one's, the others as their turn comes. The frame holds the space,
 * so nothing shifts.
 */
export function WorldVideo({
  world,
  active,
  playing,
  next,
}: {
  world: World
  active: boolean
  /** The carousel is rotating: the slides, and so the trailer, may move. */
  playing: boolean
  /** The slide after the current one: its poster loads ahead. */
  next: boolean
}) {
  const ref = useRef<HTMLVideoElement>(null)
  const [onScreen, setOnScreen] = useState(false)
  // After the page has loaded (the first render equals the prerendered HTML, which has none).
  const showPoster = useAfterLoad() && (active || next)

  useEffect(() => {
    const video = ref.current
    if (!video || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting), {
      threshold: 0.25,
    })
    observer.observe(video)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (active && playing && onScreen) {
      video.play().catch(() => {
        // Autoplay refused or the file is missing: the poster stays, which is fine.
      })
    } else {
      video.pause()
    }
  }, [active, playing, onScreen])

  if (!world.video) {
    return (
      <div className={styles.videoFrame}>
        {showPoster ? (
          <img src={worldHeroUrl(world.key)} alt="" width={960} height={540} decoding="async" />
        ) : null}
      </div>
    )
  }
  return (
    <div className={styles.videoFrame}>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        {...(showPoster ? { poster: `/media/${world.name}-poster.webp` } : {})}
        width={960}
        height={540}
        aria-label={m.world_trailer({ name: world.name })}
      >
        <source src={`/media/${world.name}.mp4`} type="video/mp4" />
      </video>
    </div>
  )
}
