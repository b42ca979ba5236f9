/** The submitted text of `fields` (nothing else: no keys, no honeypot), for re-filling a refused form. */
export function echoValues(
  form: Record<string, FormDataEntryValue>,
  fields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, 5000);
  }
  return values;
}
