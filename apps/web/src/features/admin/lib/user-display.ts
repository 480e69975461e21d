import type { User } from '@fertilia/contracts';

/** The name staff know an account by: its full name when given, else its username. */
export const displayName = (u: User) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username;
