import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ChevronDown, Menu } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { loadable } from '@/lib/loadable';
import { useSession } from '@/lib/session-context';
import { Logo } from '../navigation/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/skip-link';
import { GuestActions, SITE_LINKS, topLinkClass } from './public-site-links';

/*
 * The landing page is the first thing a visitor loads, so the top bar's menus (Radix menu and dialog,
 * floating-ui, the nav icons) and the signed-in account menu arrive on first use, not with the page.
 */
const productsMenu = loadable(() =>
  import('../navigation/products-menu').then((module) => module.ProductsMenu),
);
const menuSheet = loadable(() => import('./public-menu-sheet'));
const PublicMenuSheet = lazy(() => menuSheet.load().then((module) => ({ default: module.PublicMenuSheet })));
const UserMenu = lazy(() =>
  import('../navigation/user-menu').then((module) => ({ default: module.UserMenu })),
);

const PRODUCTS_TRIGGER_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-focus';

const FOOTER_GROUPS = [
  {
    label: 'Fertilia',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Contact', to: '/contact' },
      { label: 'System status', to: '/healthz' },
    ],
  },
  {
    label: 'Learn',
    links: [
      { label: 'Fertility treatments', to: '/fertility-treatments' },
      { label: 'Knowledge Hub', to: '/knowledge-hub' },
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { label: 'Terms and Conditions', to: '/terms-and-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Use', to: '/terms-of-use' },
    ],
  },
] as const;

/** Lazy route module: the public site's top bar, page and footer. */
export function Component() {
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // The sheet mounts on first open and then stays, so Radix can play its closing animation.
  const [sheetMounted, setSheetMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const role = isAuthenticated && user ? user.role : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Site" className="hidden flex-1 items-center gap-1 md:flex">
            <DeferredMenu
              menu={productsMenu}
              menuProps={{ role }}
              triggerClassName={PRODUCTS_TRIGGER_CLASS}
              trigger={
                <>
                  Products
                  <ChevronDown aria-hidden="true" className="size-4" />
                </>
              }
            />
            {SITE_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={topLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : (
              <div className="hidden items-center gap-2 md:flex">
                <GuestActions />
              </div>
            )}
            <IconButton
              label="Open menu"
              icon={Menu}
              iconClassName="size-6!"
              ref={menuButton}
              className="md:hidden"
              aria-expanded={menuOpen}
              onPointerEnter={menuSheet.warm}
              onFocus={menuSheet.warm}
              onClick={() => {
                setSheetMounted(true);
                setMenuOpen(true);
              }}
            />
          </div>
        </div>
      </header>

      {sheetMounted ? (
        <Suspense fallback={null}>
          <PublicMenuSheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            role={role}
            isAuthenticated={isAuthenticated}
            returnFocusTo={menuButton}
          />
        </Suspense>
      ) : null}

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>

      <footer className="border-t border-line bg-surface">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          <div className="flex flex-col gap-2">
            <Logo />
            <p className="text-sm text-ink-muted">Fertility and IVF care, with your experts beside you.</p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.label} aria-label={group.label}>
              <h2 className="text-sm font-semibold text-ink">{group.label}</h2>
              <ul className="mt-2 flex flex-col">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="border-t border-line px-4 py-4 text-center text-sm text-ink-muted">
          © {new Date().getFullYear()} Fertilia. Not a substitute for professional medical advice.
        </p>
      </footer>
    </div>
  );
}
