// Vitest's global setup: the compiled messages (src/paraglide, git-ignored) before any test file.
// The service, the shared schemas and the forms import them, and neither the unit tests nor the
// service processes some tests start run the Vite plugin that compiles them for the site. A fresh
// clone has none; an edited messages/*.json makes them stale. The script compiles only then, and
// in a process of its own: the compiler leaves timers behind that would hold Vitest open for 30 s.
import { execFileSync } from 'node:child_process'

export default function compileMessages() {
  execFileSync(process.execPath, ['scripts/i18n/compile.mjs'], { stdio: 'inherit' })
}
