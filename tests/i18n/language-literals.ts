// Finds where code names a language itself instead of asking content/locales.ts: a string literal
// equal to a listed code ('es'), or a regular expression with an alternative equal to one
// (/^\/(es|ar)\//, new RegExp('(es|ar)')). Read with TypeScript's parser, so comments and
// identifiers never count.
import { readFileSync } from 'node:fs'
import ts from 'typescript'

export type Finding = { file: string; line: number; literal: string; text: string }

/** The alternatives of a pattern: '^\/(?:es|ar)\/' gives '^', 'es', 'ar', '' and so on. */
function alternativesOf(pattern: string): string[] {
  return pattern
    .replace(/\\\//g, '/')
    .split(/[|()[\]]|\(\?[:=!]|\(\?<[=!]?/)
    .map((part) => part.replace(/^[\^/?:]+|[$/?*+]+$/g, '').replace(/\\./g, ''))
}

export function findLanguageCodes(file: string, codes: readonly string[]): Finding[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const wanted = new Set(codes)
  const findings: Finding[] = []
  const note = (node: ts.Node, literal: string) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      literal,
      text: node.getText(source).slice(0, 80),
    })
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const value = node.text
      // A code, or a language's address prefix written out ('/es', '/es/').
      const code = /^\/([a-z]{2,3})\/?$/.exec(value)?.[1] ?? value
      if (wanted.has(code)) note(node, code)
      else if (value.includes('|')) {
        const named = alternativesOf(value).find((part) => wanted.has(part))
        if (named) note(node, named)
      } else if (value.includes(',')) {
        // A list written out: 'en,es,ar', 'en, es'.
        const named = value.split(/\s*,\s*/).filter((part) => wanted.has(part))
        if (named.length >= 2) note(node, named.join(','))
      }
    } else if (ts.isTemplateExpression(node)) {
      for (const part of [node.head, ...node.templateSpans.map((span) => span.literal)]) {
        const named = part.text.includes('|')
          ? alternativesOf(part.text).find((piece) => wanted.has(piece))
          : undefined
        if (named) note(node, named)
      }
    } else if (ts.isRegularExpressionLiteral(node)) {
      const pattern = node.text.slice(1, node.text.lastIndexOf('/'))
      const named = alternativesOf(pattern).find((part) => wanted.has(part))
      if (named) note(node, named)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.ts') || file.endsWith('.mts')) return ts.ScriptKind.TS
  if (file.endsWith('.json')) return ts.ScriptKind.JSON
  return ts.ScriptKind.JS
}
