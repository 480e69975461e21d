import type { Database, DbOrTx } from './client';

type Hook = () => void;
type TransactionFn = (run: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Work waiting for each open transaction (or savepoint) to succeed. */
const pending = new WeakMap<object, Hook[]>();

/**
 * Runs `body` inside `open` (a transaction or a savepoint) and, once `open` has succeeded, hands the hooks
 * registered inside it to `settled`. A body that throws rolls back and its hooks are forgotten with it.
 */
async function tracked(
  open: TransactionFn,
  body: (tx: never) => Promise<unknown>,
  config: unknown,
  settled: (hooks: Hook[]) => void,
): Promise<unknown> {
  let hooks: Hook[] = [];
  const result = await open(async (tx: never) => {
    hooks = [];
    pending.set(tx, hooks);
    nestSavepoints(tx);
    return body(tx);
  }, config);
  settled(hooks);
  return result;
}

/** A savepoint's hooks join its parent's once the savepoint is released, and only then. */
function nestSavepoints(tx: object): void {
  const target = tx as { transaction: TransactionFn };
  const savepoint = target.transaction.bind(tx);
  target.transaction = (body, config) =>
    tracked(savepoint, body, config, (hooks) => pending.get(tx)?.push(...hooks));
}

/**
 * Lets code running inside a transaction act once it has committed (drizzle has no such hook): pushing a
 * notification or a live event before the commit could announce what is then rolled back, or what other
 * connections cannot read yet. Wraps `db.transaction` in place and returns the same object.
 */
export function withAfterCommit(db: Database): Database {
  const target = db as unknown as { transaction: TransactionFn };
  const begin = target.transaction.bind(db);
  target.transaction = (body, config) =>
    tracked(begin, body, config, (hooks) => {
      for (const hook of hooks) hook();
    });
  return db;
}

/**
 * Runs `hook` after the transaction `tx` (and every transaction around it) has committed; never if it rolls
 * back. Returns false when `tx` is not a transaction opened through withAfterCommit (e.g. the plain
 * database handle), so the caller can act at once instead. Hooks must not throw: catch inside.
 */
export function afterCommit(tx: DbOrTx, hook: Hook): boolean {
  const hooks = pending.get(tx);
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}
