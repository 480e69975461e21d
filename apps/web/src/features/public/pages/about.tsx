import { Link } from 'react-router';
import { ProsePage } from '../components/prose-page';

export function Component() {
  return (
    <ProsePage
      title="About Fertilia"
      lead="Fertility treatment is demanding — medically, emotionally and practically. Fertilia exists so nobody has to go through it with scattered notes, unanswered questions and nobody to ask."
    >
      <h2>What we are building</h2>
      <p>
        Fertilia is one place for everyone involved in fertility and IVF care. Patients keep their cycle and
        health information in order, learn what each step of treatment means, and meet experts and doctors for
        consultations. Professionals see the context they need, run consultations and follow their patients.
        Clinics and our own staff have the tools to keep the service safe and fair.
      </p>
      <h2>Who it is for</h2>
      <ul>
        <li>
          <strong>Patients and couples</strong> trying to conceive, preparing for or going through IVF, or
          deciding what to do next.
        </li>
        <li>
          <strong>Experts</strong> — fertility coaches, counsellors, nutritionists, embryologists — who
          support patients alongside their medical care.
        </li>
        <li>
          <strong>Doctors and clinics</strong> who want their patients to arrive informed and their follow-up
          to be simpler.
        </li>
      </ul>
      <h2>What we hold ourselves to</h2>
      <ul>
        <li>
          <strong>Honesty.</strong> We show only what is real. Features that are not ready say so; we do not
          fill screens with sample data or invented testimonials.
        </li>
        <li>
          <strong>Privacy first.</strong> Health information is sensitive. You choose what to share and with
          whom, and you can correct or delete it at any time. Read the{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </li>
        <li>
          <strong>Care, not a substitute for it.</strong> Estimates, articles and AI answers support
          conversations with qualified professionals; they never replace them.
        </li>
        <li>
          <strong>Kindness.</strong> The community is moderated so it stays a safe place to ask anything.
        </li>
      </ul>
      <h2>Where we are</h2>
      <p>
        Fertilia is being built in stages. Accounts and profiles, cycle tracking, the community with private
        messages, the knowledge hub, the blog and the Help Center are available now; consultations, treatment
        records, IVF estimates, embryo analysis and the AI assistant open as each one is ready. You can follow
        the state of the service on the <Link to="/healthz">system status</Link> page.
      </p>
      <p>
        Questions or ideas? <Link to="/contact">Get in touch</Link> — or{' '}
        <Link to="/register">create an account</Link> and shape Fertilia with us.
      </p>
    </ProsePage>
  );
}
