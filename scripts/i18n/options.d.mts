/** Paraglide's options, shared by the Vite plugin and scripts/i18n/compile.mjs. */
export declare const paraglideOptions: {
  project: string
  outdir: string
  outputStructure: 'locale-modules'
  strategy: ['baseLocale']
  emitTsDeclarations: boolean
}
