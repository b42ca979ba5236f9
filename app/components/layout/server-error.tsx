import { ButtonLink } from "~/components/ui/button";

/** Shown for any failure other than 404. It never shows a stack trace. */
export function ServerError({ status }: { status: number }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="font-display text-7xl font-medium text-terracotta">{status}</p>
      <h1 className="mt-4 text-3xl font-medium">Something went wrong</h1>
      <p className="mt-4 text-muted">
        We could not show this page just now. Please try again in a moment; if it keeps happening, call or e-mail us.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
