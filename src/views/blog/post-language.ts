/**
 * The language the blog's posts are written in: English only, for now. Their titles, descriptions,
 * bodies and category names carry it (`lang`), so that a Spanish or Arabic page says which words
 * are English (docs/i18n.md).
 */
export const postLang = 'en'
