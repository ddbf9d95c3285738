// The faces every card is set in, and how resvg is told to use them: the same for measuring a
// line (text.ts) and for drawing a card (render.ts), so a line measured to fit is drawn to fit.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * Space Grotesk, the site's display face, and Noto Sans Arabic, the Arabic pages' (for the Arabic
 * cards), as TTF: resvg reads no WOFF2.
 */
export const fonts = {
  bold: require.resolve('@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf'),
  medium: require.resolve('@expo-google-fonts/space-grotesk/500Medium/SpaceGrotesk_500Medium.ttf'),
  arabicBold:
    require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  arabicMedium:
    require.resolve('@expo-google-fonts/noto-sans-arabic/500Medium/NotoSansArabic_500Medium.ttf'),
}

/** No system fonts: every machine draws the same card. */
export const fontOptions = {
  fontFiles: Object.values(fonts),
  loadSystemFonts: false,
  defaultFontFamily: 'Space Grotesk',
}
