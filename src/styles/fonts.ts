// Fonts a language needs beyond the Latin ones every page has (Inter and Space Grotesk, imported
// by global.css). English and Spanish need none: this module is empty. The Arabic build takes
// fonts.ar.ts instead (docs/i18n.md: a sibling replaces its module in that language's build), so
// only Arabic visitors download the Arabic font.
export {}
