// Not in site-url.ts: the Vite config imports that module, and this one needs the build's language.
import { localizePath, type Locale } from '../../content/locales'
import { locale } from '../i18n/locale'
import { absoluteUrl } from './site-url'

/**
 * The absolute URL of a page in a language (this build's by default): pageUrl('/svs') on the
 * Spanish site → https://www.example.org/es/svs. For page addresses only; files (images, feeds,
 * the sitemap) are served from the root for every language and take absoluteUrl.
 */
export function pageUrl(path: string, language: Locale = locale): string {
  return absoluteUrl(localizePath(path, language))
}
