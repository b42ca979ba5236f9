import X from "lucide-react/icons/x";
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";
import { Toaster } from "./toaster";

/**
 * A modal overlay on the native <dialog>: the browser traps the focus, closes
 * it with Escape and hides the page behind it from screen readers. It is
 * rendered while open (its content usually comes from the URL), so the
 * server sends it open: without JavaScript it shows in place over the page
 * and its close button is a link to `closeHref`. Once the script runs, it
 * becomes a true modal; closing it (Escape, the backdrop, the button) calls
 * `onClose`, and the focus goes back where it was before it opened.
 */
export function Dialog({
  title,
  description,
  closeHref,
  onClose,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Where 'Close' leads without JavaScript (and with it, unless onClose prevents the link). */
  closeHref: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose, without re-running the effect that opens the dialog.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open (non-modal) on the server or by React: reopen as a modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
    // The close() above queues a 'close' event that arrives once the dialog is open again: only a
    // close that leaves it closed (Escape, the button, the backdrop) is the user's.
    const onNativeClose = () => {
      if (!dialog.open) close();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      // After the row re-renders, put the focus back on what opened the dialog.
      requestAnimationFrame(() => {
        if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
      });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cn(
        "fixed inset-0 z-[60] m-auto h-fit max-h-[min(90dvh,56rem)] w-[min(44rem,calc(100%-1.5rem))] overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-line bg-linen p-0 text-espresso shadow-lift",
        // Without JavaScript there is no ::backdrop (not modal): a wide shadow dims the page instead.
        "backdrop:bg-espresso/55 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(42_33_25/0.55)]",
        className,
      )}
    >
      <div className="p-5 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-2xl font-medium">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            )}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              ref.current?.close();
            }}
            aria-label="Close"
            className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-cream hover:text-espresso"
          >
            <X className="size-5" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-5">{children}</div>
      </div>
      {/* A modal sits in the top layer, above any z-index, and makes the page behind it inert:
          notices raised while it is open (its forms' answers) are shown, and announced, from in here. */}
      <Toaster />
    </dialog>
  );
}
