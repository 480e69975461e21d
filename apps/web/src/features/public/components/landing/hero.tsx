import { Link } from 'react-router';
import { HeartHandshake, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-soft to-canvas">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:py-24 lg:py-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-surface px-3 py-1 text-sm font-medium text-brand-ink">
          <HeartHandshake aria-hidden="true" className="size-4" />
          Fertility and IVF care, together
        </p>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl">
          Your fertility journey, with the right people beside you.
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">
          Fertilia brings patients, fertility experts, doctors and clinics into one calm place: keep your
          health information in order, learn what each step means, and get care from people who understand.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href="#how-it-works">See how it works</a>
          </Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-accent" />
          Your health data is encrypted in transit and shared only with the professionals you choose.
        </p>
      </div>
    </section>
  );
}
