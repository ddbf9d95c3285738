// Placeholder until the SEO branch lands.
export const siteUrl = 'https://stemverse.example'
export const absoluteUrl = (path: string) => new URL(path, siteUrl + '/').href
