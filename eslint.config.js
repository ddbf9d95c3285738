import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'screenshots',
      'node_modules',
      'src/routeTree.gen.ts',
      '.data',
      '.scratch',
      'src/paraglide',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/e2e/**', 'server/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Imports flow one way: src -> machines -> content; src and server -> schemas -> content. Content imports
  // nothing outside itself, not even packages. The compiled messages (src/paraglide) are the one
  // part of src that schemas and the service may use: they answer in the visitor's language.
  {
    files: ['src/**', 'machines/**', 'content/**', 'schemas/**', 'server/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'content', pattern: 'content', mode: 'folder' },
        { type: 'machines', pattern: 'machines', mode: 'folder' },
        { type: 'schemas', pattern: 'schemas', mode: 'folder' },
        { type: 'server', pattern: 'server', mode: 'folder' },
        { type: 'messages', pattern: 'src/paraglide', mode: 'folder' },
        { type: 'src', pattern: 'src', mode: 'folder' },
      ],
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'src', allow: ['src', 'messages', 'machines', 'content', 'schemas'] },
            { from: 'machines', allow: ['machines', 'content'] },
            { from: 'schemas', allow: ['schemas', 'content', 'messages'] },
            { from: 'server', allow: ['server', 'content', 'schemas', 'messages'] },
            { from: 'content', allow: ['content'] },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'content', disallow: ['*'] },
            { from: 'machines', disallow: ['*'] },
            { from: 'machines', allow: ['xstate', 'valibot'] },
            { from: 'schemas', disallow: ['*'] },
            { from: 'schemas', allow: ['valibot', 'i18n-iso-countries'] },
          ],
        },
      ],
    },
  },
  {
    // One feature, one folder (src/README.md): another feature, a view or a route uses a feature
    // through its index only. Inside a feature, its own modules are './…'.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(enquiry|blog|proposal|offline|search|trust)/(?!index(\\.ts)?$)[^/]+',
              message:
                "A feature's insides are its own: import what it offers from its index (src/<feature>/index.ts), or add it there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Right to left (docs/i18n.md): an inline style must mirror like the style sheets, which
    // Stylelint checks; it cannot see a style={{ }} object.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='style'] Property[key.name=/^(?:(?:margin|padding|scrollMargin|scrollPadding)(?:Left|Right)|border(?:Left|Right)\\w*|border(?:Top|Bottom)(?:Left|Right)Radius|left|right)$/]",
          message:
            'A left or right in an inline style does not mirror right to left: use its logical form (marginInlineStart, insetInlineEnd, borderStartEndRadius, ...).',
        },
        {
          selector:
            "JSXAttribute[name.name='style'] Property[key.name=/^(?:textAlign|textAlignLast|float|clear)$/][value.value=/^(?:left|right)$/]",
          message:
            'left or right does not mirror right to left: use start or end (inline-start or inline-end for float and clear).',
        },
        {
          selector:
            "JSXAttribute[name.name='style'] :matches(Literal[value=/translateX\\(/], TemplateElement[value.raw=/translateX\\(/])",
          message:
            'translateX in an inline style moves the same way right to left: move it in the style sheet, multiplied by var(--inline-sign).',
        },
      ],
    },
  },
  {
    // Machines never touch the DOM, the network or React.
    files: ['machines/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'fetch',
        'localStorage',
        'navigator',
      ],
    },
  },
)
