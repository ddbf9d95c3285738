// Which files each language's service worker precaches, and under which address (see
// scripts/sw/build.mjs and docs/offline.md): the language's own hashed files, its offline page
// and web app manifest, the icons and the videos' posters; never a video, never another
// language's files.

/** The precache list of a language: where its files are, and the address each is asked for. */
export function precacheOptions(dist, prefix) {
  const dir = prefix ? `${prefix.slice(1)}/` : ''
  return {
    globDirectory: dist,
    globPatterns: [
      `${dir}assets/**/*.{js,css,woff2,svg,webp,png}`,
      `${dir}offline/index.html`,
      `${dir}manifest.webmanifest`,
      'icons/*.png',
      'media/*-poster.webp',
    ],
    globIgnores: [...(prefix ? [] : ['es/**', 'ar/**']), '**/*.br', '**/*.gz'],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /(?:^|\/)assets\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: addressOf(entry.url) })),
        warnings: [],
      }),
    ],
  }
}

/** offline/index.html → /offline; es/assets/x.js → /es/assets/x.js. */
export const addressOf = (file) => '/' + file.replace(/(?:^|\/)index\.html$/, '')
