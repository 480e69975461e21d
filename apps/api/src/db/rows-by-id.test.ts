import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/app';
import type { DatabaseHandle } from './client';
import { rowsById } from './rows-by-id';
import { faqs, plans } from './schema';

describe('rowsById', () => {
  let handle: DatabaseHandle;
  const planRows = rowsById(plans);
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('inserts a row and answers it with the defaults the database filled in', async () => {
    const plan = await planRows.insert(handle.db, { name: 'Care' });
    expect(plan).toMatchObject({ name: 'Care', description: '', features: [], isActive: true });
    expect(plan.id).toBeGreaterThan(0);
    expect(plan.createdAt).toBeInstanceOf(Date);
  });

  it('finds, updates and removes the row with that id only', async () => {
    const kept = await planRows.insert(handle.db, { name: 'Kept' });
    const plan = await planRows.insert(handle.db, { name: 'Basic' });
    expect(await planRows.find(handle.db, plan.id)).toEqual(plan);

    const changed = await planRows.update(handle.db, plan.id, { name: 'Plus', isActive: false });
    expect(changed).toEqual({ ...plan, name: 'Plus', isActive: false });
    expect(await planRows.find(handle.db, plan.id)).toEqual(changed);

    expect(await planRows.remove(handle.db, plan.id)).toEqual(changed);
    expect(await planRows.find(handle.db, plan.id)).toBeUndefined();
    expect(await planRows.find(handle.db, kept.id)).toEqual(kept);
  });

  it('answers undefined for an id no row has', async () => {
    expect(await planRows.find(handle.db, 987654)).toBeUndefined();
    expect(await planRows.update(handle.db, 987654, { name: 'Nobody' })).toBeUndefined();
    expect(await planRows.remove(handle.db, 987654)).toBeUndefined();
  });

  it('takes SQL for a value, as a column default computed from other rows', async () => {
    const faqRows = rowsById(faqs);
    const entry = { question: 'Q?', answer: 'A.', category: 'basics' };
    const first = await faqRows.insert(handle.db, { ...entry, sortOrder: sql`41 + 1` });
    expect(first.sortOrder).toBe(42);
  });
});
