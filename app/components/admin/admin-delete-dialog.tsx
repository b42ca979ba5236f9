import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Notice } from "~/components/ui/notice";
import type { AdminActionResult } from "./admin-action";
import { useFetcherResult } from "./use-admin-form";

const dangerClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-terracotta px-6 text-sm font-semibold tracking-wide text-linen shadow-soft transition-colors hover:bg-walnut-dark disabled:pointer-events-none disabled:opacity-50";

/**
 * The confirmation before a delete. It opens from a link (?delete=<id>), so it
 * works without JavaScript: the server renders it open and its form posts to
 * the tab. With JavaScript it is a modal; the delete goes through a keyed
 * fetcher whose answer `useDeleteOutcome` (in the admin layout) turns into a
 * toast and, on success, a close. The layout stays mounted, the dialog does
 * not: once the item is gone, the revalidated page no longer renders the
 * dialog, which could unmount before it saw its own answer.
 */
const DELETE_FETCHER = "admin-delete";

/** Mounted once in the admin layout: the delete dialogs' notices, and closing them on success. */
export function useDeleteOutcome() {
  const fetcher = useFetcher<AdminActionResult>({ key: DELETE_FETCHER });
  const location = useLocation();
  const navigate = useNavigate();
  useFetcherResult(fetcher, (result) => {
    if (result.notice?.tone !== "success") return;
    const search = new URLSearchParams(location.search);
    if (!search.has("delete")) return;
    search.delete("delete");
    const query = search.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : "" },
      { replace: true, preventScrollReset: true },
    );
  });
}

export function AdminDeleteDialog({
  title,
  id,
  closeHref,
  confirmLabel,
  refusal,
  outcome,
  children,
}: {
  title: string;
  id: string;
  closeHref: string;
  confirmLabel: string;
  /** Known reason the delete cannot happen (e.g. products use the category): shown instead of the button. */
  refusal?: string;
  /** The action's answer after a post without JavaScript. */
  outcome?: AdminActionResult;
  children: ReactNode;
}) {
  const fetcher = useFetcher<AdminActionResult>({ key: DELETE_FETCHER });
  const navigate = useNavigate();
  const close = () => void navigate(closeHref, { replace: true, preventScrollReset: true });
  // With JavaScript a refusal is a toast (the Dialog shows them above the modal); without, it shows here.
  const posted = !fetcher.data && outcome?.intent === "delete" ? outcome : undefined;
  const failure = posted?.notice?.tone === "error" ? posted.notice.text : undefined;

  return (
    <Dialog title={title} closeHref={closeHref} onClose={close} className="w-[min(30rem,calc(100%-1.5rem))]">
      <div className="grid gap-5">
        <div className="text-espresso/90">{children}</div>
        {(refusal ?? failure) && <Notice tone="error">{refusal ?? failure}</Notice>}
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={closeHref} replace preventScrollReset className={buttonClass({ variant: "outline" })}>
            {refusal ? "Close" : "Cancel"}
          </Link>
          {!refusal && (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={id} />
              <button type="submit" className={dangerClass} disabled={fetcher.state !== "idle"}>
                <Trash2 className="size-4" aria-hidden="true" />
                {fetcher.state !== "idle" ? "Deleting…" : confirmLabel}
              </button>
            </fetcher.Form>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** The list row's Delete: a link that opens the confirmation (a real URL, so it needs no script). */
export function AdminDeleteLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className="inline-flex h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-terracotta transition-colors hover:bg-terracotta/10"
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {/* On phones the icon alone, to leave the row's room to its name (the link's label says it all). */}
      <span className="max-sm:hidden">Delete</span>
    </Link>
  );
}
