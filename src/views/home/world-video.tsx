import { useEffect, useRef, useState } from 'react'
import type { World } from '../../../content/types'
import { worldHeroUrl } from '../../components/art/art'
import { useAfterLoad } from '../../lib/after-load'
import { m } from '../../paraglide/messages'
import styles from './home-page.module.css'

/**
 * A world's trailer in the product carousel: muted, looping, playing only while its slide is the
 * current one and on screen, and never when the visitor prefers reduced motion. Nothing is
 * downloaded until then (preload none); the poster holds the space, so nothing shifts.
 */
export function WorldVideo({
  world,
  active,
  autoplay,
}: {
  world: World
  active: boolean
  autoplay: boolean
}) {
  const ref = useRef<HTMLVideoElement>(null)
  const [onScreen, setOnScreen] = useState(false)
  // Posters are below the first screen on phones: they wait for the load event.
  const loaded = useAfterLoad()

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
    if (active && onScreen && autoplay) {
      video.play().catch(() => {
        // Autoplay refused or the file is missing: the poster stays, which is fine.
      })
    } else {
      video.pause()
    }
  }, [active, onScreen, autoplay])

  if (!world.video) {
    return (
      <div className={styles.videoFrame}>
        {loaded ? (
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
        {...(loaded ? { poster: `/media/${world.name}-poster.webp` } : {})}
        width={960}
        height={540}
        aria-label={m.world_trailer({ name: world.name })}
      >
        <source src={`/media/${world.name}.mp4`} type="video/mp4" />
      </video>
    </div>
  )
}
