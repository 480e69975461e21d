import { Link } from 'react-router';
import { ProsePage } from '../components/prose-page';

export function Component() {
  return (
    <ProsePage
      title="Terms of use"
      updated="21 November 2026"
      lead="Fertilia works only if everyone can trust it. These are the rules for using the platform, its community and its tools."
    >
      <h2>Be respectful</h2>
      <ul>
        <li>
          Treat other members with kindness. Fertility journeys differ; judgement, harassment and hate are not
          allowed.
        </li>
        <li>
          Respect privacy: do not share anyone else's personal or health information without their consent.
        </li>
        <li>
          Use your username in the community; do not pretend to be another person, a professional or Fertilia
          staff.
        </li>
      </ul>

      <h2>Be careful with medical information</h2>
      <ul>
        <li>Share experiences, not prescriptions. Do not tell others to start, stop or change treatment.</li>
        <li>Do not promote miracle cures, unproven products or services for sale.</li>
        <li>Professionals must stay within their qualifications and make clear when they speak generally.</li>
      </ul>

      <h2>Use the platform as intended</h2>
      <ul>
        <li>
          Do not try to access accounts, data or areas that are not yours, or to get around rate limits.
        </li>
        <li>Do not scrape, copy in bulk or resell content or data from Fertilia.</li>
        <li>
          Do not upload malware, or images you have no right to share. Profile photos must be of you or be
          neutral.
        </li>
        <li>Report security problems to us rather than testing them on other people's accounts.</li>
      </ul>

      <h2>Moderation</h2>
      <p>
        Moderators may hide or remove content that breaks these rules and, for serious or repeated breaches,
        staff may suspend an account. Staff actions on accounts are recorded in an activity log.
      </p>

      <h2>Reporting</h2>
      <p>
        If you see something that breaks these rules or worries you, use the report option where it exists or
        tell us through the <Link to="/contact">contact page</Link>.
      </p>

      <p>
        These rules are part of the <Link to="/terms-and-conditions">terms and conditions</Link>. How we
        handle your data is explained in the <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </ProsePage>
  );
}
