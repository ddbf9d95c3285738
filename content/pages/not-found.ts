import type { PageContent } from '../types'
import { p, paths } from './shared'

export const page: PageContent = {
  path: paths.notFound,
  theme: 'plain',
  title: 'Page not found',
  description:
    `The page you were looking for could not be found. Head back to the ${p} home page to ` +
    'explore our immersive VR science worlds.',
  heading: 'Page not found',
  intro: 'This page seems to have drifted off into space. Let’s get you back to solid ground.',
  // The screen is its image, heading and one line (docs/product.md): no other content.
  sections: [],
}

/** The screen is led by its image; this is its text. */
export const notFoundImageAlt = '404: a VR headset drifting away from a broken orbit'
