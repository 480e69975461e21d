import { useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { Loadable } from '@/lib/loadable';

/** How the plain button was opened, so the real menu can start where Radix would have started. */
export interface FirstOpen {
  byKeyboard: boolean;
}

/** What every lazily loaded menu receives besides its own props. */
export interface LoadedMenuProps {
  triggerClassName: string;
  trigger: ReactNode;
  /** Set when a person opened the plain button: the real menu then mounts already open. */
  firstOpen: FirstOpen | null;
}

interface DeferredMenuProps<P extends object> {
  menu: Loadable<ComponentType<P & LoadedMenuProps>>;
  menuProps: P;
  triggerClassName: string;
  /** The trigger's content; the plain button and the real trigger show the same, so the swap is invisible. */
  trigger: ReactNode;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A dropdown menu whose code (Radix menu, floating-ui) loads when first needed rather than with the page.
 * Until then a plain button with the same look and name stands in: hovering or focusing it fetches the menu so
 * the first open is instant, and pressing it (pointer, Enter, Space, ArrowDown) opens the real menu once loaded.
 * The plain button is swapped only when it is pressed, never on hover or focus, so the element a person is
 * pointing at never disappears under them.
 */
export function DeferredMenu<P extends object>({
  menu,
  menuProps,
  triggerClassName,
  trigger,
}: DeferredMenuProps<P>) {
  // A menu loaded earlier (another page, an earlier visit to this one) is used straight away.
  const [Menu, setMenu] = useState(() => menu.get());
  const [firstOpen, setFirstOpen] = useState<FirstOpen | null>(null);

  if (Menu) {
    return (
      <Menu {...menuProps} triggerClassName={triggerClassName} trigger={trigger} firstOpen={firstOpen} />
    );
  }

  const open = (byKeyboard: boolean) => {
    if (firstOpen) return;
    setFirstOpen({ byKeyboard });
    menu.load().then(
      (loaded) => setMenu(() => loaded),
      // Offline or a stale deploy: back to a plain button, so the next press tries again.
      () => setFirstOpen(null),
    );
  };

  return (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={menu.warm}
      onFocus={menu.warm}
      onPointerDown={(event) => {
        // As Radix's trigger does: open on press, and keep the browser from moving focus to the button.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open(true);
      }}
      // A click without a pointer press or key (a screen reader's activation) opens it too.
      onClick={(event) => open(event.detail === 0)}
    >
      {trigger}
    </button>
  );
}
