import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ChevronDown, Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { useSession } from '../session-provider';
import { Logo } from '../navigation/logo';
import { productsMenuItems } from '../navigation/nav-items';
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/skip-link';
import { UserMenu } from '../navigation/user-menu';

const SITE_LINKS = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
] as const;

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

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-subtle hover:text-ink',
    isActive && 'text-ink',
  );

function ProductsMenu({ role }: { role: string | null }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-focus">
        Products
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {productsMenuItems(role).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function GuestActions({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/login" onClick={onNavigate}>
          Sign in
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onNavigate}>
          Get started
        </Link>
      </Button>
    </>
  );
}

/** Lazy route module: the public site's top bar, page and footer. */
export function Component() {
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const role = isAuthenticated && user ? user.role : null;
  const close = () => setMenuOpen(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-line bg-canvas/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Site" className="hidden flex-1 items-center gap-1 md:flex">
            <ProductsMenu role={role} />
            {SITE_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={topLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {isAuthenticated ? (
              <UserMenu />
            ) : (
              <div className="hidden items-center gap-2 md:flex">
                <GuestActions />
              </div>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="size-6!" />
            </Button>
          </div>
        </div>
      </header>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="right" aria-describedby={undefined} className="md:hidden">
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
