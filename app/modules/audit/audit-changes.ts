/** One field's value before and after an admin's change. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type Changes = Record<string, FieldChange>;

/**
 * The fields whose values differ between two snapshots of the same thing (a
 * product before and after its form was saved), compared by value, so that a
 * save that changes nothing records nothing changed. Only the named fields
 * count: an audit entry names what the admin changed, not bookkeeping columns.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
    }
  }
  return changes;
}
