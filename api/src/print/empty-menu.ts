import { AppError } from '../errors.js'
import type { PublicMenu } from '../public-menu/schema.js'
import { dishCount } from './menu-blocks.js'

/**
 * The poster and the printed menu of a menu without dishes (none yet, or the branch's template
 * hides them all) are refused with PRINT_MENU_EMPTY, which says so, rather than printed blank.
 * Checked where the data is loaded (the routes, before any file is made) and by the files
 * themselves.
 */
export function refuseEmptyMenu(view: PublicMenu): void {
  if (dishCount(view) === 0) throw new AppError('PRINT_MENU_EMPTY')
}
