/**
 * A switch of the settings form: the box, its label and a line that says what
 * it does, as one row across both columns. Unticked, the browser sends nothing,
 * which settingsFromForm reads as off.
 */
export function AdminSettingsCheckbox({
  name,
  label,
  hint,
  checked,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-line bg-ivory p-4 sm:col-span-2">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-0.5 size-5 shrink-0 accent-walnut" />
      <span>
        <span className="block font-semibold">{label}</span>
        {hint && <span className="block text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
}
