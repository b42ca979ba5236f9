import { ButtonLink } from "~/components/ui/button";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="font-display text-8xl font-medium text-terracotta sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-medium sm:text-4xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-4 text-muted">
        The page you were looking for has moved, or never existed. Our collections are still right where you left them.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
