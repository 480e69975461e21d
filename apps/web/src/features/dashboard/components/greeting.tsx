import { CheckCircle2, MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

/** Greeting words by the visitor's own clock. */
function partOfDay(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function Greeting({ user, subtitle }: { user: User; subtitle: string }) {
  const name = user.first_name?.trim() || user.username;
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} src={user.profile_picture ?? user.avatar_url} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {partOfDay(new Date())}, {name}
        </h1>
        <p className="text-ink-muted">{subtitle}</p>
      </div>
      {user.confirmed ? (
        <Badge tone="success" className="self-start sm:self-center">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          E-mail confirmed
        </Badge>
      ) : (
        <Link to="/confirm-email" className="self-start sm:self-center">
          <Badge tone="warning">
            <MailWarning aria-hidden="true" className="size-3.5" />
            Confirm your e-mail
          </Badge>
        </Link>
      )}
    </header>
  );
}
