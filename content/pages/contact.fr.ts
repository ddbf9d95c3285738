import type { PageContent } from '../types'
import { contactPage, paths } from './shared'

export const page: PageContent = { ...contactPage, path: paths.contact }
