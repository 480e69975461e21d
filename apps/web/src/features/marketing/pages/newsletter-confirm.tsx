import { NewsletterLinkResult } from '../components/newsletter-link-result';

/** Lazy route module: /newsletter/confirm?token=… from the confirmation mail. */
export function Component() {
  return <NewsletterLinkResult action="confirm" />;
}
