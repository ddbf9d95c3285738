import { describe } from 'vitest'
import { sweepRoutes } from './route-sweep'

describe('every route at 1280 px', () => sweepRoutes('desktop'))
