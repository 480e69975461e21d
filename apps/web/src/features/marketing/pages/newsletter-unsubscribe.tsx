import { NewsletterLinkResult } from '../components/newsletter-link-result';

/** Lazy route module: /newsletter/unsubscribe?token=… from the foot of every newsletter mail. */
export function Component() {
  return <NewsletterLinkResult action="unsubscribe" />;
}
