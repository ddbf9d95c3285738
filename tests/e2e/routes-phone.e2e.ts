import { describe } from 'vitest'
import { sweepRoutes } from './route-sweep'

describe('every other route, first drawn at 390 px, then at 1280 and 320 px', () =>
  sweepRoutes('phone'))
