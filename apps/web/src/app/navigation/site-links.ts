/**
 * The public top bar's own links, for visitors and members alike, in the desktop bar and the phone menu.
 * The knowledge hub leads: it is the product's main free resource (issue 15, item 8), not a footer link.
 * Plain data without icons, so the landing page loads no more than it shows.
 */
export const SITE_LINKS = [
  { label: 'Knowledge Hub', to: '/knowledge-hub' },
  { label: 'Blog', to: '/blog' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
] as const;
