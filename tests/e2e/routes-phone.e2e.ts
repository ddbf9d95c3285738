import { describe } from 'vitest'
import { sweepRoutes } from './route-sweep'

describe('every route at 390 px', () => sweepRoutes('phone'))
