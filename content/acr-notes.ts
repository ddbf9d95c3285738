// The conformance report's remarks (the `notes` of each criterion in content/acr/stemverse.yaml)
// in this language, by criterion number: the trust center's conformance table (/trust) shows them
// in the page's language. The report stays one document, in English, as conformance reports are
// written, so English reads its remarks from it and this module is empty; each other language's
// sibling holds a translation of every remark. Beside each, `en` is the first eight hex digits of
// the SHA-256 of the English remark it translates: tests/trust/acr-notes.test.ts fails on a
// remark without its translation, on a translation without its remark, and on a translation of
// an English remark that has changed since (its message gives the new hash).

/** A criterion's remark in this language, and the hash of the English remark it translates. */
export type AcrNote = { text: string; en: string }

export const acrNotes: Readonly<Record<string, AcrNote>> = {}
