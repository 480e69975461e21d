import { describe, expect, it } from 'vitest';
import { getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, serialId, timestamps, updatedAt } from './columns';
import { optionalUserRef, userRef } from './user-columns';

const parents = pgTable('parents', { id: serialId() });
const sample = pgTable('samples', {
  id: serialId(),
  parentId: belongsTo('parent_id', () => parents.id),
  ownerId: userRef('owner_id'),
  reviewerId: optionalUserRef('reviewer_id'),
  seenAt: instant('seen_at'),
  note: text('note'),
  ...timestamps(),
});
const settings = pgTable('settings', { note: text('note'), changedAt: updatedAt(), madeAt: createdAt() });

const column = (table: typeof sample | typeof settings, name: string) => {
  const found = getTableConfig(table).columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};
const foreignKey = (name: string) => {
  const fk = getTableConfig(sample).foreignKeys.find((f) => f.reference().columns[0]!.name === name);
  if (!fk) throw new Error(`no foreign key on ${name}`);
  const { foreignTable, foreignColumns } = fk.reference();
  return { table: getTableConfig(foreignTable).name, column: foreignColumns[0]!.name, onDelete: fk.onDelete };
};

describe('shared column builders', () => {
  it('makes the serial id primary key', () => {
    const id = column(sample, 'id');
    expect([id.getSQLType(), id.primary, id.notNull]).toEqual(['serial', true, true]);
  });

  it('stores every instant with its time zone; created_at and updated_at are required and default to now', () => {
    expect(column(sample, 'seen_at').getSQLType()).toBe('timestamp with time zone');
    expect(column(sample, 'seen_at').notNull).toBe(false);
    for (const [table, name] of [
      [sample, 'created_at'],
      [sample, 'updated_at'],
      [settings, 'updated_at'],
      [settings, 'created_at'],
    ] as const) {
      const c = column(table, name);
      expect([c.getSQLType(), c.notNull, c.hasDefault], name).toEqual([
        'timestamp with time zone',
        true,
        true,
      ]);
    }
    expect(Object.keys(timestamps())).toEqual(['createdAt', 'updatedAt']);
  });

  it('references an owning row required and cascading, a mentioned user optional and set to null', () => {
    expect(column(sample, 'parent_id').notNull).toBe(true);
    expect(foreignKey('parent_id')).toEqual({ table: 'parents', column: 'id', onDelete: 'cascade' });
    expect(column(sample, 'owner_id').notNull).toBe(true);
    expect(foreignKey('owner_id')).toEqual({
      table: 'users',
      column: 'id',
      onDelete: 'cascade',
    });
    expect(column(sample, 'reviewer_id').notNull).toBe(false);
    expect(foreignKey('reviewer_id')).toEqual({ table: 'users', column: 'id', onDelete: 'set null' });
  });

  it('makes a fresh column on every call, so two tables never share one', () => {
    expect(serialId()).not.toBe(serialId());
    expect(timestamps().createdAt).not.toBe(timestamps().createdAt);
  });
});
