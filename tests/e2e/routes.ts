import { paths } from '../../content/paths'
import { page as about } from '../../content/pages/about'
import { page as accessibility } from '../../content/pages/accessibility'
import { page as australia } from '../../content/pages/australia-syllabus'
import { page as blogs } from '../../content/pages/blogs'
import { page as cambridge } from '../../content/pages/cambridge-syllabus'
import { page as contact } from '../../content/pages/contact'
import { page as contactUs } from '../../content/pages/contact-us'
import { page as countryList } from '../../content/pages/country-list'
import { page as curriculum } from '../../content/pages/curriculum'
import { page as grant } from '../../content/pages/grant'
import { page as home } from '../../content/pages/home'
import { page as ib } from '../../content/pages/ib-syllabus'
import { page as india } from '../../content/pages/india-syllabus'
import { page as individuals } from '../../content/pages/individuals'
import { page as labSetup } from '../../content/pages/lab-setup'
import { page as notFound } from '../../content/pages/not-found'
import { page as offline } from '../../content/pages/offline'
import { page as partner } from '../../content/pages/partner'
import { page as privacy } from '../../content/pages/privacy'
import { page as schools } from '../../content/pages/schools'
import { searchCopy as search } from '../../content/pages/search'
import { page as subjects } from '../../content/pages/subjects'
import { page as support } from '../../content/pages/support'
import { page as training } from '../../content/pages/training'
import { trust } from '../../content/pages/trust'
import { page as uk } from '../../content/pages/uk-syllabus'
import { page as us } from '../../content/pages/us-syllabus'
import { worlds } from '../../content/worlds'

/** Every route (the "Routes" sections of docs/product.md), with the heading it must show. */
export type RouteCase = { path: string; heading: string }

export const routes: RouteCase[] = [
  home,
  about,
  contactUs,
  contact,
  schools,
  individuals,
  labSetup,
  curriculum,
  subjects,
  training,
  grant,
  support,
  partner,
  blogs,
  countryList,
  ib,
  cambridge,
  us,
  uk,
  australia,
  india,
  accessibility,
  privacy,
  notFound,
  offline,
  trust,
  search,
]
  .map((page): RouteCase => ({ path: page.path, heading: page.heading }))
  .concat(
    worlds.map((world): RouteCase => ({ path: world.path, heading: world.name })),
    { path: '/blogs/category/classroom-stories', heading: blogs.heading },
    {
      path: '/blogs/the-thermite-reaction-without-the-risk',
      heading: 'The Thermite Reaction, Without the Risk: Dangerous Chemistry in ChemVerse',
    },
  )

export const notFoundHeading = notFound.heading
export { paths }
