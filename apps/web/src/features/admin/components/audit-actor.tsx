import { Link } from 'react-router';
import { ROLE_LABELS, type AuditActor as Actor } from '@fertilia/contracts';
import { RoleBadge } from './role-badge';

const WITHOUT_ACCOUNT = {
  deleted: 'By a deleted user',
  anonymous: 'By someone not signed in',
  system: 'By Fertilia itself',
} as const;

/**
 * Who performed an event, as the back office knows them: name, role and e-mail, linked to their own page;
 * the account itself when it acted on its own; or a deleted account, a visitor or the server. Its parts
 * are items of the caller's wrapping line.
 */
export function AuditActor({ actor, userId }: { actor: Actor; userId: number }) {
  if (actor.kind === 'deleted' && actor.role)
    return <span>By a deleted {ROLE_LABELS[actor.role].toLowerCase()} account</span>;
  if (actor.kind !== 'user') return <span>{WITHOUT_ACCOUNT[actor.kind]}</span>;
  if (actor.id === userId) return <span>By this account</span>;
  return (
    <>
      <span>By</span>{' '}
      <Link
        to={`/admin/users/${actor.id}`}
        className="font-medium text-ink underline-offset-2 hover:underline"
      >
        {actor.name}
      </Link>{' '}
      <RoleBadge role={actor.role} /> <span className="break-all">{actor.email}</span>
    </>
  );
}
