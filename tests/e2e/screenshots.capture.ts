import { mkdirSync } from 'node:fs'
import { it } from 'vitest'
import { setupBrowser, viewports } from './browser'
import { routes } from './routes'

const { open } = setupBrowser()
const dir = process.env.SCREENSHOT_DIR ?? 'screenshots'
mkdirSync(dir, { recursive: true })

const fileName = (path: string) => path.replace(/^\//, '').replace(/\//g, '_') || 'home'

for (const [name, viewport] of Object.entries(viewports)) {
  it(`captures every route at ${viewport.width} px`, async () => {
    for (const { path } of routes) {
      const { page } = await open(path, { viewport: name as keyof typeof viewports })
      await page.locator('#app-loader').waitFor({ state: 'detached' })
      await page.screenshot({
        path: `${dir}/${fileName(path)}-${viewport.width}.png`,
        fullPage: true,
      })
      await page.close()
    }
  })
}
