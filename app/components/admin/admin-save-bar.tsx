import Save from "lucide-react/icons/save";
import { Button } from "~/components/ui/button";

/**
 * The bar that stays at the bottom of a long admin editor (the delivery policy, a product's
 * variants): what saving does, and the form's Save button (intent 'save').
 */
export function AdminSaveBar({ note, label, saving }: { note: string; label: string; saving: boolean }) {
  return (
    <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-full border border-line bg-linen/95 py-2 pr-2 pl-5 shadow-lift backdrop-blur sm:justify-between">
      <p className="text-sm text-muted max-sm:sr-only">{note}</p>
      <Button type="submit" name="intent" value="save" disabled={saving}>
        <Save className="size-4" aria-hidden="true" />
        {saving ? "Saving…" : label}
      </Button>
    </div>
  );
}
