import { useEffect, useRef, useState } from 'react';
import type { LazyModule } from './lazy-module';

/**
 * A menu loaded on demand (issue 15: Mantine's Menu, ~5 KB gzipped, is not in the pages' first
 * load): its button is drawn at once, the same as inside the menu; pointing at it, focusing it or
 * touching it loads `menu`, and a click before the menu is there opens it as soon as it is (so the
 * first click always opens it). `hoverOpens`: a flyout that opens on hover opens if the pointer is
 * still on its button when it loads.
 *
 * Returns the loaded module (undefined before), whether the menu opens on loading, and the
 * button's props: its ref (the loaded menu draws the button again, which keeps the focus) and,
 * until the menu is there, the handlers that load it.
 */
export function useMenuOnDemand<T>(menu: LazyModule<T>, hoverOpens = false) {
  const [loaded, setLoaded] = useState(menu.loaded);
  const [intent, setIntent] = useState({ clicked: false, hovered: false, focused: false });
  const ref = useRef<HTMLButtonElement>(null);
  const opened = intent.clicked || (hoverOpens && intent.hovered);

  // Once loaded the handlers are gone, so this runs once: the button drawn again keeps the focus.
  useEffect(() => {
    if (loaded && intent.focused && !opened) ref.current?.focus();
  }, [loaded, intent.focused, opened]);

  const load = () => {
    menu.load().then(
      (m) => setLoaded(() => m),
      () => undefined,
    );
  };
  const on = (change: Partial<typeof intent>, andLoad = true) => () => {
    setIntent((current) => ({ ...current, ...change }));
    if (andLoad) load();
  };
  const targetProps = loaded
    ? { ref }
    : {
        ref,
        'aria-haspopup': 'menu' as const,
        'aria-expanded': false,
        onMouseEnter: on({ hovered: true }),
        onMouseLeave: on({ hovered: false }, false),
        onFocus: on({ focused: true }),
        onBlur: on({ focused: false }, false),
        onTouchStart: on({}),
        onClick: on({ clicked: true }),
      };
  return { loaded, opened, targetProps };
}
