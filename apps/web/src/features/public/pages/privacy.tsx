import { Link } from 'react-router';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EMAIL_CONFIRM_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@fertilia/contracts';
import { ProsePage } from '../components/prose-page';

const minutes = (s: number) => `${s / 60} minutes`;
const hours = (s: number) => `${s / 3600} hours`;
const days = (s: number) => `${s / 86_400} days`;

export function Component() {
  return (
    <ProsePage
      title="Privacy policy"
      updated="21 November 2026"
      lead="Fertilia handles some of the most personal information there is. This policy says plainly what we collect, why, on what legal basis, how long we keep it, how we protect it and what you can ask of us."
    >
      <h2>1. Who is responsible</h2>
      <p>
        The operator of this Fertilia service (“we”) is the controller of the personal data described here.
        You can reach us through the <Link to="/contact">contact page</Link> for any privacy question or
        request.
      </p>

      <h2>2. What we collect</h2>
      <h3>Account data (everyone)</h3>
      <ul>
        <li>E-mail address, username and role (patient, expert, doctor or staff).</li>
        <li>Your password — stored only as an argon2id hash, never in readable form.</li>
        <li>
          Optional details you choose to add: first and last name, date of birth, gender, country, city, phone
          number and profile photo.
        </li>
      </ul>
      <h3>Health data (patients, only what you enter)</h3>
      <ul>
        <li>Medical history, current medications, allergies and medical conditions.</li>
        <li>Height, weight and blood type.</li>
        <li>Cycle length, period duration, the date your last period started.</li>
        <li>Whether and since when you are trying to conceive.</li>
        <li>Birth control history, pregnancy history and fertility medications.</li>
      </ul>
      <p>Every health field is optional. Leaving one empty never limits your account.</p>
      <h3>Professional data (experts and doctors)</h3>
      <ul>
        <li>
          Bio, specialization, clinic or hospital, years of experience, languages, qualifications, license
          number, availability and the e-mail used to host video consultations.
        </li>
      </ul>
      <h3>Security and technical data</h3>
      <ul>
        <li>
          An activity log of security-relevant events on your account — sign-ins, failed sign-ins, password
          and e-mail changes, and any action staff take on your account — with the time and IP address.
        </li>
        <li>Sign-in tokens that keep your session open (see section 5).</li>
      </ul>
      <p>
        Photos you upload are re-encoded and stripped of embedded metadata such as camera details and GPS
        location.
      </p>

      <h2>3. Why we use it, and on what legal basis</h2>
      <ul>
        <li>
          <strong>To run your account and the service you asked for</strong> — account data is needed to
          perform our contract with you (GDPR Art. 6(1)(b)).
        </li>
        <li>
          <strong>To support your care</strong> — health data is processed only with your explicit consent
          (GDPR Art. 9(2)(a)), which you give by entering it and withdraw at any time by clearing the field or
          asking us to delete it. It is shown only to you and to the professionals you consult.
        </li>
        <li>
          <strong>To keep accounts and data safe</strong> — the activity log, rate limits and sign-in checks
          rest on our legitimate interest in preventing fraud and unauthorised access (GDPR Art. 6(1)(f)).
        </li>
        <li>
          <strong>To meet legal duties</strong> — for example keeping payment records where tax law requires
          it (GDPR Art. 6(1)(c)).
        </li>
      </ul>
      <p>
        We do not sell your data, we do not use health data for advertising, and we do not make decisions
        about you by automated means that have legal or similarly significant effects.
      </p>

      <h2>4. Who can see it</h2>
      <ul>
        <li>You, always.</li>
        <li>The experts and doctors you book a consultation with, for that care.</li>
        <li>
          Fertilia staff, only as far as their role needs: each staff role opens only its own part of the back
          office. Every staff action on an account is recorded.
        </li>
        <li>
          Service providers who host the platform or deliver our e-mails, under contracts that bind them to
          our instructions and to confidentiality.
        </li>
      </ul>

      <h2>5. How long we keep it</h2>
      <ul>
        <li>Account, profile and health data: for as long as your account exists.</li>
        <li>A field you clear is removed from your profile at once.</li>
        <li>
          When your account is deleted, your profile and health data are erased; records we must keep by law
          are kept only for the period the law sets.
        </li>
        <li>
          Sign-in tokens: access tokens expire after {minutes(ACCESS_TOKEN_TTL_SECONDS)}; refresh tokens after{' '}
          {days(REFRESH_TOKEN_TTL_SECONDS)}, or earlier when you sign out or change your password.
        </li>
        <li>
          Password reset links expire after {minutes(PASSWORD_RESET_TTL_SECONDS)}; e-mail confirmation links
          after {hours(EMAIL_CONFIRM_TTL_SECONDS)}.
        </li>
      </ul>

      <h2>6. How we protect it</h2>
      <ul>
        <li>Passwords are hashed with argon2id, the algorithm OWASP recommends first.</li>
        <li>All traffic between your browser and Fertilia is encrypted in transit (HTTPS/TLS).</li>
        <li>
          Sessions use short-lived access tokens and refresh tokens that rotate on each use and are stored
          only as hashes, so a stolen database copy cannot be used to sign in. Your browser keeps them in
          session storage, which ends with the tab; we do not use cookies to sign you in.
        </li>
        <li>
          Repeated failed sign-ins lock the account for a while; sign-in and reset requests are rate limited.
        </li>
        <li>
          Access is role based and recorded: the activity log shows who did what to an account, and when,
          including every staff change to a role or status.
        </li>
        <li>Changing your password signs out every other session.</li>
      </ul>

      <h2>7. Your rights</h2>
      <p>Wherever data protection law gives them to you, you may:</p>
      <ul>
        <li>see the personal data we hold about you and get a copy of it in a portable format;</li>
        <li>
          correct it — most of it directly on your <Link to="/profile">profile</Link> and{' '}
          <Link to="/settings">settings</Link> pages;
        </li>
        <li>have it deleted, or its use restricted;</li>
        <li>object to processing based on legitimate interests;</li>
        <li>
          withdraw your consent to health data processing at any time, without affecting earlier processing;
        </li>
        <li>complain to your data protection supervisory authority.</li>
      </ul>
      <p>
        Send requests through the <Link to="/contact">contact page</Link>. We answer within one month and may
        ask you to confirm your identity first.
      </p>

      <h2>8. Children</h2>
      <p>Fertilia is for adults. You must be 18 or older to create an account.</p>

      <h2>9. Changes to this policy</h2>
      <p>
        When we change this policy in a way that matters, we say so by e-mail or in the app before the change
        takes effect. The date at the top shows the current version.
      </p>
    </ProsePage>
  );
}
