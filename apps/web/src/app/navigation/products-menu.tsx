import { Link } from 'react-router';
import type { LoadedMenuProps } from '@/components/ui/deferred-menu';
import { DropdownMenuItem, TriggeredMenu } from '@/components/ui/dropdown-menu';
import { productsMenuItems } from './nav-items';

/** Loaded on first use: the top bar's Products menu of spec 01 §2, with the Radix menu behind it. */
export function ProductsMenu({ role, ...menu }: LoadedMenuProps & { role: string | null }) {
  return (
    <TriggeredMenu {...menu} align="start">
      {productsMenuItems(role).map(({ label, to, icon: Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </TriggeredMenu>
  );
}
