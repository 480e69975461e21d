import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type TableWithId = PgTable & { id: PgColumn };

/**
 * Reading and writing one row of `table` by its `id`, as repositories do for every table with a serial key.
 * Each answers the row as the database holds it afterwards (`undefined` when no row has that id).
 */
export function rowsById<T extends TableWithId>(table: T) {
  type Row = T['$inferSelect'];
  const idIs = (id: number) => eq(table.id, id);
  return {
    find: async (db: DbOrTx, id: number): Promise<Row | undefined> =>
      (
        (await db
          .select()
          .from(table as PgTable)
          .where(idIs(id))
          .limit(1)) as Row[]
      )[0],
    insert: async (db: DbOrTx, values: PgInsertValue<T>): Promise<Row> =>
      ((await db.insert(table).values(values).returning()) as Row[])[0]!,
    update: async (db: DbOrTx, id: number, values: PgUpdateSetSource<T>): Promise<Row | undefined> =>
      ((await db.update(table).set(values).where(idIs(id)).returning()) as Row[])[0],
    remove: async (db: DbOrTx, id: number): Promise<Row | undefined> =>
      ((await db.delete(table).where(idIs(id)).returning()) as Row[])[0],
  };
}
