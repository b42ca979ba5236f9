import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Copies a short text (a payment reference) to the clipboard. It appears only once the page
 * runs JavaScript with a clipboard: without them it would be a dead button.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const available = useHydrated() && !!navigator.clipboard;
  const [copied, setCopied] = useState(false);
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
      className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-xs font-semibold text-walnut hover:border-walnut focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
    >
      {copied ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}
