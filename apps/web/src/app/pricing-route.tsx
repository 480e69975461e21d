import { Component as PricingPage } from '@/features/public/pages/pricing';
import { UNAVAILABLE_PATHS } from './router';

/** A path of the app without its leading slash is how the router names the screens it does not serve yet. */
const isBuilt = (path: string) => !UNAVAILABLE_PATHS.has(path.replace(/^\//, ''));

/** /pricing: the plans, each feature line checked against what the router actually serves (issue 15, item 5). */
export function Component() {
  return <PricingPage isBuilt={isBuilt} />;
}
