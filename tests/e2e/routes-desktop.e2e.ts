import { describe } from 'vitest'
import { sweepRoutes } from './route-sweep'

describe('the route sweep: each drawing first made at 1280 px, then at 390, 1280 and 320 px', () =>
  sweepRoutes('desktop'))
