import { Check } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

const STEPS = [
  {
    title: 'Send your licence details',
    text: 'The licence number, the body that issued it and the country. Add a note if your name on the register differs from your account.',
  },
  {
    title: 'We check them',
    text: 'Our support team looks you up in the issuing body’s public register, usually within two working days.',
  },
  {
    title: 'We e-mail you the outcome',
    text: 'Once verified, your professional badge shows in the community. If something does not match, we tell you why and you can send corrected details.',
  },
] as const;

/** The three steps of verification, those behind her ticked and the current one marked. */
export function NextSteps({ current }: { current: 0 | 1 }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What happens</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {STEPS.map((step, index) => {
            const done = index < current;
            const now = index === current;
            return (
              <li key={step.title} className="flex gap-3" aria-current={now ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    done && 'bg-success-soft text-success-ink',
                    now && 'bg-brand text-ink-inverse',
                    !done && !now && 'bg-subtle text-ink-muted',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <div className="min-w-0">
                  <p className={cn('font-medium', now ? 'text-ink' : 'text-ink-muted')}>
                    {done ? <span className="sr-only">Done: </span> : null}
                    {step.title}
                  </p>
                  <p className="text-sm text-ink-muted">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
