import { describe } from 'vitest'
import { sweepRoutes } from './route-sweep'

describe('every other route, first drawn at 1280 px, then at 390 and 320 px', () =>
  sweepRoutes('desktop'))
