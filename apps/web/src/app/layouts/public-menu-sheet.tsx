import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { productsMenuItems } from '../navigation/nav-items';
import { GuestActions, SITE_LINKS, topLinkClass } from './public-site-links';

interface PublicMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: string | null;
  isAuthenticated: boolean;
  /** The button that opened the sheet: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** Loaded on first use: the phone's site menu, a Radix dialog sliding in from the right. */
export function PublicMenuSheet({
  open,
  onOpenChange,
  role,
  isAuthenticated,
  returnFocusTo,
}: PublicMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        className="md:hidden"
        onCloseAutoFocus={(event) => {
          // Opened by a plain button rather than a Radix trigger, so Radix would leave focus on the page body.
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <SheetTitle className="px-4 pt-4">Menu</SheetTitle>
        <nav aria-label="Site" className="flex flex-col gap-1 p-4">
          <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Products</p>
          {productsMenuItems(role).map((item) => (
            <NavLink key={item.to} to={item.to} className={topLinkClass} onClick={close}>
              {item.label}
            </NavLink>
          ))}
          <p className="px-3 pt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">Fertilia</p>
          {SITE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={topLinkClass} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          {isAuthenticated ? null : (
            <div className="mt-4 flex flex-col gap-2">
              <GuestActions onNavigate={close} />
            </div>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
