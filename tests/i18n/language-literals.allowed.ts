// The places outside content/locales.ts allowed to write a language's code, each with its reason
// (tests/i18n/one-list.test.ts). Keep it short: a new entry is a place a new language may have to
// touch by hand.
export const allowed: readonly { file: string; literal: string; why: string }[] = []
