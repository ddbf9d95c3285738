// The Arabic build's font (replaces fonts.ts there): Noto Sans Arabic, its Arabic letters only.
// The font stacks in tokens.css name it after Inter and Space Grotesk, so Latin text (StemVerse,
// the world names, digits) keeps the site's own faces and Arabic letters fall to this one.
import './fonts.ar.css'
