import { Notice } from "~/components/ui/notice";
import type { InboxFormResult } from "../inbox-notices";

/** The answer to a post made without JavaScript, shown above the form (with JavaScript it is a toast). */
export function FormStatus({ result }: { result: InboxFormResult | undefined }) {
  if (!result) return null;
  return (
    <Notice tone={result.ok ? "success" : "error"} title={result.notice.title} className="mb-6">
      {result.notice.text}
    </Notice>
  );
}
