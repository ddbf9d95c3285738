// Paraglide's options, shared by the Vite plugin and scripts/i18n/compile.mjs.
// Per-locale message modules (src/paraglide/messages/<locale>.js): each locale's build imports only
// its own (scripts/i18n/vite-locale.ts), so a visitor downloads one language and no runtime.
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'locale-modules',
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
}
