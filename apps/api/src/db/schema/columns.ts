import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Column builders that every area of the schema spells the same way. Each call makes a fresh column, so a
 * builder is called once per table, never shared between two.
 */

/** The serial `id` primary key of a table whose rows have no natural key. */
export const serialId = () => serial('id').primaryKey();

/** A point in time; the schema stores every one with its time zone. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was made; the database fills it in. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed; writers set it, the database fills in the first value. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, for rows that change after they are made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required reference to the row this one belongs to: deleting that row deletes this one too. */
export const belongsTo = <TName extends string>(name: TName, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
