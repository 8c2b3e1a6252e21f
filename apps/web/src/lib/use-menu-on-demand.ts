import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { LazyModule } from './lazy-module';

/**
 * A menu loaded on demand (issue 15: Mantine's Menu, ~5 KB gzipped, is not in the pages' first
 * load): its button is drawn at once, the same as inside the menu; pointing at it, focusing it or
 * touching it loads `menu`, and a press or a click before the menu is there opens it as soon as it
 * is (so the first click always opens it). `hoverOpens`: a flyout that opens on hover opens if the
 * pointer is still on its button when it loads.
 *
 * The loaded menu draws the button again (a new element inside Mantine's Menu). A press that starts
 * on the first button and ends on the second makes no click, so the press itself is the intent to
 * open; and the menu is controlled (`menuProps`), so that intent holds whenever the code arrives.
 *
 * Returns the loaded module (undefined before), the menu's `opened`/`onChange`, and the button's
 * props: its ref (the button drawn again keeps the focus) and, until the menu is there, the
 * handlers that load it.
 */
export function useMenuOnDemand<T>(menu: LazyModule<T>, hoverOpens = false) {
  const [loaded, setLoaded] = useState(menu.loaded);
  const [intent, setIntent] = useState({ clicked: false, hovered: false, focused: false });
  // Once the menu is there it says whether it is open; before, the agent's gestures do.
  const [menuOpened, setMenuOpened] = useState<boolean>();
  const ref = useRef<HTMLButtonElement>(null);
  const opened = menuOpened ?? (intent.clicked || (hoverOpens && intent.hovered));

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
  const press = on({ clicked: true });
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
        onPointerDown: (event: PointerEvent) => {
          if (event.button === 0) press();
        },
        // A touch that turns into a scroll makes no click.
        onPointerCancel: on({ clicked: false }, false),
        onClick: press,
      };
  return { loaded, menuProps: { opened, onChange: setMenuOpened }, targetProps };
}
