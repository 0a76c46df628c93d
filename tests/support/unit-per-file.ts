/** Each unit test file starts as if alone in its worker (tests/support/fresh-start.ts). */
import { freshStart } from './fresh-start'

freshStart()
