import { blogPromo } from '../../content/pages/blogs'
import { artUrl } from '../components/art/art'
import { CtaButton } from '../components/button/button'
import styles from './product-banner.module.css'

/**
 * The blog's banner for the product (the list's banner image and the post page's second
 * banner): a line about the schools edition, its artwork, 'Know More' and 'Get in Touch'.
 * Compact (the list): the artwork only from 768 px, so that on a phone the posts stay near.
 */
export function ProductBanner({ compact = false }: { compact?: boolean }) {
  const promo = blogPromo
  return (
    <aside
      className={[styles.promo, compact ? styles.promoCompact : ''].join(' ')}
      aria-labelledby="promo-heading"
    >
      <div className={styles.promoText}>
        <p className={styles.promoEyebrow}>{promo.eyebrow}</p>
        <h2 id="promo-heading">{promo.heading}</h2>
        <p>{promo.text}</p>
        <div className={styles.promoCtas}>
          {promo.ctas.map((cta, n) => (
            <CtaButton key={cta.label} cta={cta} variant={n === 0 ? 'primary' : 'secondary'} />
          ))}
        </div>
      </div>
      <img
        className={styles.promoArt}
        src={artUrl(promo.art)}
        alt=""
        width={640}
        height={420}
        loading="lazy"
        decoding="async"
      />
    </aside>
  )
}
