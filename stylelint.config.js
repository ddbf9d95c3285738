// Stylelint, in `npm run lint`: Stylelint's own correctness rules, CSS Modules' syntax, and the
// right-to-left rule of docs/i18n.md: the Arabic build mirrors the layout because the style
// sheets say start and end, never left and right. Formatting is Prettier's, not this file's.
//
// A declaration that is physical on purpose (a rule for one direction only, `:dir(rtl)` or
// `[dir='rtl']`, or something that looks the same both ways) says so where it is written:
// `/* stylelint-disable-next-line <rule> -- why */`. The reason is required, and a disable that
// no longer silences anything is an error, so the exceptions cannot outlive their code.

// Physical names the plugin knows that do not change with the direction of the text: top and
// bottom, widths and heights, the x and y axes. Only left and right must become start and end.
const sameInEveryDirection = [
  ...['top', 'bottom'].flatMap((side) => [
    side,
    `margin-${side}`,
    `padding-${side}`,
    `scroll-margin-${side}`,
    `scroll-padding-${side}`,
    `border-${side}`,
    `border-${side}-color`,
    `border-${side}-style`,
    `border-${side}-width`,
  ]),
  ...['width', 'height'].flatMap((size) => [
    size,
    `min-${size}`,
    `max-${size}`,
    `contain-intrinsic-${size}`,
  ]),
  ...['x', 'y'].flatMap((axis) => [`overflow-${axis}`, `overscroll-behavior-${axis}`]),
]

// One value of a declaration: a word, or a function with functions one level deep inside it
// (`calc(var(--radius) * 2)`), so that the patterns below count values, not spaces.
const value = String.raw`(?:[a-z-]*\((?:[^()]|\([^()]*\))*\)|[^\s()/,]+)`
// Zero in any unit: no movement, the same both ways.
const zero = String.raw`-?0(?:\.0+)?[a-z%]*`

// Values with no logical keyword, which the plugin cannot see. Each names a side or moves along
// the horizontal axis; the tokens in src/styles/tokens.css say it in a way that mirrors.
const physicalValues = {
  // transform-origin, background-position, object-position, ... and the two shorthands
  '/(?:position|origin)(?:-x)?$/': [/\b(?:left|right)\b/i],
  '/^(?:background|mask)$/': [/\b(?:left|right)\b/i],
  '/.+/': [
    // `to right`: use `to var(--inline-end-side)`
    /(?:linear|conic)-gradient\(\s*to\s+(?:[a-z]+\s+)?(?:left|right)\b/i,
    // a horizontal move not multiplied by var(--inline-sign)
    new RegExp(String.raw`translatex\((?!\s*${zero}\s*\))(?![^)]*var\()`, 'i'),
    new RegExp(String.raw`translate(?:3d)?\((?!\s*${zero}\s*[,)])(?![^,)]*var\()`, 'i'),
  ],
  // the translate property: its first value is the horizontal one
  translate: [
    new RegExp(
      String.raw`^(?!(?:${zero}|none)(?:\s|$))(?!(?:[a-z-]*\((?:[^()]|\([^()]*\))*?)?var\()`,
      'i',
    ),
  ],
  // Two or more radii before the slash that are not all equal or two equal pairs (top, bottom):
  // `0 8px 8px 0` rounds the right-hand corners in every language.
  'border-radius': [
    new RegExp(
      String.raw`^(?!(${value})(?:\s+\1)*(?:\s*/|$))(?!(${value})\s+\2\s+(${value})\s+\3(?:\s*/|$))${value}\s+${value}`,
      'i',
    ),
  ],
}

/** Why a value of physicalValues does not mirror, for the message. */
function physicalValueHint(property, value) {
  if (property === 'border-radius')
    return 'sets the left and right corners apart: use border-start-start-radius and the like'
  if (property === 'translate' || /translate/i.test(value))
    return 'moves along the horizontal axis: multiply it by var(--inline-sign)'
  if (/gradient/i.test(value)) return 'runs towards left or right: use to var(--inline-end-side)'
  return 'names left or right: take the side from var(--inline-start-side) or var(--inline-end-side)'
}

// The box shorthands: four values set left (the fourth) and right (the second) apart; three
// values give both sides the second.
const boxShorthands = [
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-recommended'],
  plugins: ['stylelint-plugin-logical-css'],
  ignoreFiles: [
    'dist/**',
    'dist-ssr/**',
    'coverage/**',
    'screenshots/**',
    'test-results/**',
    '.data/**',
    'src/paraglide/**',
  ],
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  reportDescriptionlessDisables: true,
  rules: {
    // It compares selectors that never meet (:hover and :disabled of one button, links of
    // different parts in one module) and would have working rules reordered for nothing.
    'no-descending-specificity': null,
    // Beyond the recommended set: a hex colour in a custom property is not checked by
    // declaration-property-value-no-unknown, which knows only the standard properties.
    'color-no-invalid-hex': true,

    // CSS Modules (Vite): :global and :local, composes, and @value are its syntax, not mistakes.
    'selector-pseudo-class-no-unknown': [
      true,
      { ignorePseudoClasses: ['global', 'local', 'export', 'import'] },
    ],
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    'at-rule-no-unknown': [true, { ignoreAtRules: ['value'] }],

    // Right to left: margin-inline-start, not margin-left; text-align: start, not left.
    'logical-css/require-logical-properties': [true, { ignore: sameInEveryDirection }],
    'logical-css/require-logical-keywords': [
      true,
      // In these it would also flag top, bottom, horizontal and vertical, which need not change;
      // left and right in offset-position are caught with the other positions below.
      { ignore: ['box-orient', 'caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
    'declaration-property-value-disallowed-list': [
      physicalValues,
      {
        message: (property, value) =>
          `${property}: ${value} ${physicalValueHint(property, value)} (docs/i18n.md)`,
      },
    ],
    'declaration-property-max-values': [
      Object.fromEntries(boxShorthands.map((property) => [property, 3])),
      {
        message: (property) =>
          `${property} with four values sets left and right apart: give three (the second is both sides) or use its -block and -inline properties (docs/i18n.md)`,
      },
    ],
  },
}
