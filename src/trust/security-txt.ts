import { locales } from '../../content/locales'
import { brand } from '../../content/facts'
import { paths } from '../../content/paths'

/** Where the file lives, as RFC 9116 asks. */
export const securityTxtPath = '/.well-known/security.txt'

/**
 * /.well-known/security.txt (RFC 9116), written by the build (scripts/seo-files.mjs) from the
 * site's address: whom to tell about a vulnerability (the team's address, content/facts.ts), until when this holds (a year after the
 * build; docs/deploy.md says to build again before eleven months), in which languages, and the
 * page that says how reports are handled (the trust center's security section).
 */
export function securityTxt(siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt)
  expires.setUTCFullYear(expires.getUTCFullYear() + 1)
  return [
    `Contact: mailto:${brand.contactEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${locales.join(', ')}`,
    `Canonical: ${siteUrl}${securityTxtPath}`,
    `Policy: ${siteUrl}${paths.trust}#security`,
    '',
  ].join('\n')
}
