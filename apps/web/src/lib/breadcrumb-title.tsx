import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useLocation } from 'react-router';

/**
 * What the thing a page shows is called: its title once loaded, `undefined` while loading, `null` when it
 * cannot be named (not found, failed to load).
 */
export type BreadcrumbTitle = string | null | undefined;
type Registration = { pathname: string; title: BreadcrumbTitle };

const RegistrationContext = createContext<Dispatch<SetStateAction<Registration | undefined>> | null>(null);
const TitleContext = createContext<Registration | undefined>(undefined);

/** Holds the title the current page gave, for the breadcrumbs of the layout around it. */
export function BreadcrumbTitleProvider({ children }: { children: ReactNode }) {
  const [registration, setRegistration] = useState<Registration>();
  return (
    <RegistrationContext.Provider value={setRegistration}>
      <TitleContext.Provider value={registration}>{children}</TitleContext.Provider>
    </RegistrationContext.Provider>
  );
}

/**
 * A page whose address holds an id or slug names the thing it shows, so the breadcrumb reads the post's or
 * the conversation's real title rather than one rebuilt from the address. Does nothing outside a layout with
 * breadcrumbs. Registered before paint, so the crumb never flashes the raw slug.
 */
export function useBreadcrumbTitle(title: BreadcrumbTitle) {
  const register = useContext(RegistrationContext);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (!register) return;
    register({ pathname, title });
    return () => register((current) => (current?.pathname === pathname ? undefined : current));
  }, [register, pathname, title]);
}

/** The title the page at `pathname` gave; `undefined` until it has given one (it is still loading). */
export function useGivenBreadcrumbTitle(pathname: string): BreadcrumbTitle {
  const registration = useContext(TitleContext);
  return registration?.pathname === pathname ? registration.title : undefined;
}
