import type { UseFormRegisterReturn } from 'react-hook-form';
import { HeartPulse, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { ROLE_LABELS, SELF_REGISTER_ROLES } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { fieldMessages } from '@/components/ui/form-field';

type SelfRole = (typeof SELF_REGISTER_ROLES)[number];

const ROLE_COPY: Record<SelfRole, { icon: LucideIcon; description: string }> = {
  patient: {
    icon: HeartPulse,
    description: 'You are on a fertility or IVF journey and want to track, learn and get care.',
  },
  expert: {
    icon: UserRound,
    description:
      'You are a fertility coach, counsellor, nutritionist or embryologist offering consultations.',
  },
  doctor: {
    icon: Stethoscope,
    description: 'You are a licensed physician who sees patients and reviews their results.',
  },
};

interface RoleChoiceProps {
  registration: UseFormRegisterReturn<'role'>;
  value: string | undefined;
  error?: string;
}

/** Native radios in a fieldset: arrow keys move between roles and the legend names the group. */
export function RoleChoice({ registration, value, error }: RoleChoiceProps) {
  const messages = fieldMessages('role', undefined, error);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={messages.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        I am joining as
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-2">
        {SELF_REGISTER_ROLES.map((role) => {
          const { icon: Icon, description } = ROLE_COPY[role];
          const checked = value === role;
          return (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface hover:bg-subtle',
              )}
            >
              <input type="radio" value={role} className="mt-1 size-4 accent-brand" {...registration} />
              <Icon
                aria-hidden="true"
                className={cn('mt-0.5 size-5 shrink-0', checked ? 'text-brand' : 'text-ink-muted')}
              />
              <span className="flex flex-col">
                <span className="font-medium">{ROLE_LABELS[role]}</span>
                <span className="text-sm text-ink-muted">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {messages.lines}
    </fieldset>
  );
}
