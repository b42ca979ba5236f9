import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";

/**
 * A search that found nothing is a buyer telling the shop what it lacks: a near spelling when one
 * finds something ('Did you mean almari?'), then the two ways a Lahore shop answers a piece it
 * does not stock: made to order (the request starts with the words searched) or a WhatsApp chat.
 */
export function SearchNothingFound({
  query,
  suggestion,
  whatsapp,
}: {
  query: string;
  suggestion: string | null;
  whatsapp: string;
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-5 py-10 text-center sm:px-6 sm:py-12">
      <p className="text-lg break-words text-espresso">Nothing in the shop matches “{query}”.</p>
      {suggestion && (
        <p className="mt-3 text-lg">
          Did you mean{" "}
          <Link
            to={`/search?${new URLSearchParams({ q: suggestion })}`}
            className="font-semibold text-walnut underline underline-offset-4 hover:text-walnut-dark"
          >
            {suggestion}
          </Link>
          ?
        </p>
      )}
      <p className="mx-auto mt-4 max-w-xl text-muted">
        We make furniture to order in our Lahore workshop: tell us what you are looking for and we will send a quote, or
        ask us on WhatsApp.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to={`/custom-orders?${new URLSearchParams({ for: query })}#request`}>
          Request a custom piece
        </ButtonLink>
        <WhatsAppContact
          phone={whatsapp}
          look="action"
          message={`Salaam! I searched your shop for "${query}" and found nothing. Can you make or find it?`}
        />
        <ButtonLink to="/furniture" variant="outline">
          Browse Furniture
        </ButtonLink>
      </div>
    </div>
  );
}
