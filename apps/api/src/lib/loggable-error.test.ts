import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/app';
import { loggableError } from './loggable-error';

const SECRET = 'my-private-post-text';

describe('loggableError', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('keeps the statement and the SQLSTATE of a failed query, never its parameters or values', async () => {
    const failure = await handle.db.execute(sql`select ${SECRET}::int as n`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(SECRET); // what would have reached the log
    const logged = loggableError(failure);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      code: '22P02',
      query: expect.stringContaining('$1'),
    });
  });

  it('keeps the message and stack of any other error', () => {
    const error = new TypeError('x is not a function');
    expect(loggableError(error)).toEqual({ type: 'TypeError', message: error.message, stack: error.stack });
    expect(loggableError('a string')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
