// Right to left (docs/i18n.md): the Arabic build mirrors the layout because the styles say start
// and end, not left and right (margin-inline-start, inset-inline-end, text-align: start). This
// test reads every style sheet in src/ and the inline styles of the components, and fails on a
// physical left or right that would not mirror. A rule written for one direction
// (`:dir(rtl)`, `[dir='rtl']`) may be physical: that is its point. Anything else needs a line in
// `allowed`, with the reason.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

type Declaration = {
  file: string
  line: number
  selector: string
  property: string
  value: string
}

/** Physical on purpose: each entry names the file, the rule's selector, the property and why. */
const allowed: { file: string; selector: string; property: string; reason: string }[] = [
  {
    file: 'src/components/shell/header.module.css',
    selector: '.menu',
    property: 'left',
    reason:
      'centres the dropdown under its button (with translate -50%): the same in both directions',
  },
  {
    file: 'src/components/shell/header.module.css',
    selector: '.menu',
    property: 'translate',
    reason: 'centres the dropdown under its button (with left: 50%): the same in both directions',
  },
]

/** Every declaration of a style sheet, with the selector (or at-rule) of the block it is in. */
function declarations(css: string, file = 'inline.css'): Declaration[] {
  const out: Declaration[] = []
  // Comments out, newlines kept so that line numbers stay right.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const stack: string[] = []
  let start = 0
  const lineAt = (index: number) => text.slice(0, index).split('\n').length
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '{') {
      stack.push(text.slice(start, i).trim().replace(/\s+/g, ' '))
      start = i + 1
    } else if (char === ';' || char === '}') {
      const chunk = text.slice(start, i)
      const colon = chunk.indexOf(':')
      if (colon > 0 && stack.length > 0) {
        const property = chunk.slice(0, colon).trim().toLowerCase()
        const value = chunk
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' ')
        if (/^-?[a-z-]+$/.test(property)) {
          const offset = start + chunk.length - chunk.trimStart().length
          out.push({ file, line: lineAt(offset), selector: stack.join(' > '), property, value })
        }
      }
      if (char === '}') stack.pop()
      start = i + 1
    }
  }
  return out
}

/** A value's top-level parts: `calc(1px * -1) 0` is two parts, not four. */
function parts(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ' ' && depth === 0) {
      if (current) out.push(current)
      current = ''
    } else current += char
  }
  if (current) out.push(current)
  return out
}

const boxShorthands = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
])
const physicalProperty =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-(?:width|style|color))?|border-(?:top|bottom)-(?:left|right)-radius|left|right)$/
const positionProperty = /(?:position|origin)(?:-x)?$|^(?:background|mask)$/
const isZero = (part: string) => /^-?0(?:\.0+)?(?:[a-z%]+)?$/.test(part)

/** Why a declaration would not mirror under dir="rtl"; null when it would. */
function physical({ property, value }: Pick<Declaration, 'property' | 'value'>) {
  const lower = value.toLowerCase()
  if (physicalProperty.test(property)) return `${property} is physical: use its logical form`
  if (
    /^(?:text-align|text-align-last|float|clear)$/.test(property) &&
    /^(left|right)\b/.test(lower)
  )
    return `${property}: ${value} is physical: use start or end`
  if (positionProperty.test(property) && /\b(left|right)\b/.test(lower))
    return `${property} names left or right: take the side from --inline-start-side`
  if (/(?:linear|conic)-gradient\(\s*to\s+(?:[a-z]+\s+)?(?:left|right)\b/.test(lower))
    return 'a gradient towards left or right: use to var(--inline-end-side)'
  const translateX = /translatex\(\s*([^)]*)\)/.exec(lower)?.[1]
  if (translateX && !isZero(translateX) && !translateX.includes('var('))
    return 'translateX moves along a physical axis: multiply by var(--inline-sign)'
  const translate = /translate(?:3d)?\(\s*([^,)]*)[,)]/.exec(lower)?.[1]
  if (translate && !isZero(translate.trim()) && !translate.includes('var('))
    return 'translate() moves along a physical axis: multiply by var(--inline-sign)'
  if (property === 'translate') {
    const x = parts(lower)[0] ?? '0'
    if (!isZero(x) && !x.includes('var(')) return 'translate moves along a physical axis'
  }
  const values = parts(lower.split('/')[0] ?? '')
  if (boxShorthands.has(property) && values.length === 4 && values[1] !== values[3])
    return `${property} with four values sets left and right apart: use the -block and -inline forms`
  if (property === 'border-radius' && values.length > 1) {
    const [a, b, c, d] = values
    const mirrored =
      values.length === 2 ? a === b : values.length === 3 ? a === b && b === c : a === b && c === d
    if (!mirrored) return 'border-radius with unequal corners: use border-start-start-radius etc.'
  }
  return null
}

/** A rule written for one direction may be physical. */
const directional = (selector: string) => /:dir\(|\[dir[=\]]/.test(selector)

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name) && !name.includes('paraglide'))
    .map((name) => join(dir, name))
}

describe('style sheets say start and end, not left and right', () => {
  const found = files('src', /\.css$/).flatMap((file) =>
    declarations(readFileSync(file, 'utf8'), file).flatMap((declaration) => {
      const reason = physical(declaration)
      if (!reason || directional(declaration.selector)) return []
      return [{ ...declaration, reason }]
    }),
  )
  const isAllowed = (d: Declaration) =>
    allowed.some((a) => a.file === d.file && a.selector === d.selector && a.property === d.property)

  it('has no physical left or right outside the allow-list and direction-scoped rules', () => {
    const problems = found
      .filter((d) => !isAllowed(d))
      .map((d) => `${d.file}:${d.line} ${d.selector} { ${d.property}: ${d.value} } ${d.reason}`)
    expect(problems).toEqual([])
  })

  it('allows nothing that is no longer there', () => {
    const stale = allowed.filter(
      (a) =>
        !found.some(
          (d) => d.file === a.file && d.selector === a.selector && d.property === a.property,
        ),
    )
    expect(stale).toEqual([])
  })

  it('finds the declarations of every style sheet (the reader works)', () => {
    const all = files('src', /\.css$/).flatMap((file) =>
      declarations(readFileSync(file, 'utf8'), file),
    )
    expect(all.length).toBeGreaterThan(500)
    expect(all.some((d) => d.property === 'margin-inline-start')).toBe(true)
  })
})

describe('the check itself', () => {
  const flagged = (css: string) =>
    declarations(css)
      .filter((d) => !directional(d.selector))
      .filter((d) => physical(d))
      .map((d) => `${d.property}: ${d.value}`)

  it('flags what does not mirror', () => {
    expect(
      flagged(`
        .a { margin-left: 1rem; padding-right: 2px; border-left: 1px solid; left: 0; right: 0 }
        .b { text-align: left; float: right; transform-origin: left center }
        .c { margin: 0 0 0 auto; padding: 1px 2px 3px 4px; inset: 0 auto 0 0 }
        .d { border-radius: 0 8px 8px 0; border-top-left-radius: 4px }
        .e { mask-image: linear-gradient(to right, black, transparent) }
        @keyframes in { from { transform: translateX(100%) } }
        .f { translate: -50% 0; transform: translate(4px, 2px) }
      `),
    ).toEqual([
      'margin-left: 1rem',
      'padding-right: 2px',
      'border-left: 1px solid',
      'left: 0',
      'right: 0',
      'text-align: left',
      'float: right',
      'transform-origin: left center',
      'margin: 0 0 0 auto',
      'padding: 1px 2px 3px 4px',
      'inset: 0 auto 0 0',
      'border-radius: 0 8px 8px 0',
      'border-top-left-radius: 4px',
      'mask-image: linear-gradient(to right, black, transparent)',
      'transform: translateX(100%)',
      'translate: -50% 0',
      'transform: translate(4px, 2px)',
    ])
  })

  it('lets logical, symmetric and direction-scoped styles through', () => {
    expect(
      flagged(`
        .a { margin-inline-start: 1rem; inset-inline: 0; text-align: start; padding: 1px 2px 3px 2px }
        .b { margin: calc(var(--space-2) * -1) 0; border-radius: 4px; border-radius: 50% / 10% }
        .c { transform: translateY(-50%); translate: 0 -4px; transform-origin: var(--inline-start-side) }
        .d { transform: translateX(calc(100% * var(--inline-sign))) }
        .e:dir(rtl) { text-align: right } [dir='rtl'] .f { left: 0 }
      `),
    ).toEqual([])
  })
})

describe('inline styles in components say start and end too', () => {
  it('has no physical left or right in a style={{ }} object', () => {
    const problems = files('src', /\.tsx$/).flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return [...source.matchAll(/style=\{\{([\s\S]*?)\}\}/g)].flatMap((match) => {
        const body = match[1] ?? ''
        const line = source.slice(0, match.index).split('\n').length
        const bad =
          /\b(?:marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*|left|right)\s*:/.test(
            body,
          ) ||
          /textAlign\s*:\s*['"](?:left|right)['"]/.test(body) ||
          /translateX\(/.test(body)
        return bad ? [`${file}:${line} style={{${body.trim()}}}`] : []
      })
    })
    expect(problems).toEqual([])
  })
})
