import { lazyModule } from '../../lib/lazy-module';

/** The shell's menus (./shell-menus: Mantine's Menu), loaded when a menu's button is first pointed at, focused or touched. */
export const shellMenus = lazyModule(() => import('./shell-menus'));
