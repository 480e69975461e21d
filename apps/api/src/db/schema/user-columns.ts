import { integer } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { users } from './users';

/** The user a row belongs to: deleting the account deletes the row. */
export const userRef = <TName extends string>(name: TName) => belongsTo(name, () => users.id);

/** A user a row mentions, when there is one: deleting the account keeps the row and clears the reference. */
export const optionalUserRef = <TName extends string>(name: TName) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });
