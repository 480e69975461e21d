/** `cervical_mucus` → `cervicalMucus`: an API field's name as its column's. */
type ColumnName<Field extends string> = Field extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<ColumnName<Tail>>}`
  : Field;

export type SentColumns<Fields> = {
  [Field in keyof Fields & string as ColumnName<Field>]?: Exclude<Fields[Field], undefined>;
};

const columnName = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The fields of a parsed API body that were sent, under their column names (`is_active` → `isActive`). A
 * field left out (undefined) stays out, so an update keeps that column as it is; null is sent, and written.
 */
export function sentColumns<Fields extends object>(fields: Fields): SentColumns<Fields> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields))
    if (value !== undefined) columns[columnName(field)] = value;
  return columns as SentColumns<Fields>;
}
