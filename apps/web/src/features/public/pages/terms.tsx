import { Link } from 'react-router';
import { ProsePage } from '../components/prose-page';

export function Component() {
  return (
    <ProsePage
      title="Terms and conditions"
      updated="21 November 2026"
      lead="These terms form the agreement between you and the operator of Fertilia when you create an account or buy a plan. Please read them together with the terms of use and the privacy policy."
    >
      <h2>1. The service</h2>
      <p>
        Fertilia is an online platform for fertility and IVF care. It lets patients keep and share their
        health information, learn, join a community and consult independent experts and doctors; it gives
        professionals and clinics tools to support their patients. Features are released in stages, and we
        tell you clearly when one is not yet available.
      </p>

      <h2>2. Not a medical service, not for emergencies</h2>
      <p>
        Fertilia itself does not diagnose or treat. Articles, estimates, AI answers and community posts are
        general information; they do not replace advice from a qualified professional who knows your
        situation. In an emergency call your local emergency number.
      </p>
      <p>
        Experts and doctors who consult through Fertilia are independent professionals. They are responsible
        for the advice they give and for holding the licences their work requires.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>You must be 18 or older and give accurate information when you register.</li>
        <li>
          Keep your password to yourself. Tell us at once if you think someone else has used your account;
          changing your password signs out every other session.
        </li>
        <li>
          Choose the role that is true for you. Professional accounts may be asked for proof of qualification
          and licence before they can consult.
        </li>
      </ul>

      <h2>4. Plans and payment</h2>
      <ul>
        <li>
          Prices are shown on the <Link to="/pricing">pricing page</Link> with their currency and whether they
          are charged per month, per year or once.
        </li>
        <li>A recurring plan renews at the end of each period until you cancel it.</li>
        <li>You can cancel at any time; the plan then runs to the end of the period already paid.</li>
        <li>
          If we change the price of your plan, we tell you before the next renewal, and you may cancel before
          the new price applies.
        </li>
        <li>
          Nothing in these terms limits the rights consumer law gives you, such as a right of withdrawal.
        </li>
      </ul>

      <h2>5. Acceptable use</h2>
      <p>
        Using Fertilia means following the <Link to="/terms-of-use">terms of use</Link>: respect for other
        members, no misleading medical claims, no misuse of the platform.
      </p>

      <h2>6. Suspension and ending the agreement</h2>
      <ul>
        <li>You may stop using Fertilia and ask for your account to be deleted at any time.</li>
        <li>
          We may suspend an account that breaks these terms or puts others at risk. Where it is safe to do so
          we tell you why and give you a chance to respond.
        </li>
      </ul>

      <h2>7. Liability</h2>
      <p>
        We take reasonable care to keep Fertilia available, accurate and secure, but cannot promise it will
        always be uninterrupted. We are not liable for the advice of independent professionals or for
        decisions you make on the basis of general information. Nothing here limits liability that cannot be
        limited by law, such as liability for death or personal injury caused by negligence.
      </p>

      <h2>8. Changes</h2>
      <p>
        When we change these terms in a way that matters, we tell you before the change takes effect. If you
        do not agree, you may close your account before then.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about these terms? Use the <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
