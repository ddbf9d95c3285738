// The Arabic build's fonts (replaces fonts.ts there): Noto Sans Arabic, cut to the Arabic the site
// writes, and its fallbacks (npm run build:fonts). The stacks name it after Inter and Space
// Grotesk, so Latin text (StemVerse, the world names, digits) keeps the site's own faces and
// Arabic letters fall to this one.
import './fonts/generated/fonts.ar.css'
