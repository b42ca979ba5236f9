import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { EmptyState } from "~/components/ui/empty-state";
import { Notice } from "~/components/ui/notice";
import { readBasketOwner } from "~/modules/accounts/basket-owner.server";
import { WishlistCard } from "~/modules/wishlist/components/wishlist-card";
import { handleWishlistAction } from "~/modules/wishlist/wishlist-action.server";
import { getWishlist } from "~/modules/wishlist/wishlist.server";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import { wishlistCardControls } from "./product-controls";
import type { Route } from "./+types/wishlist";

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await readBasketOwner(request);
  return { entries: owner ? await getWishlist(owner) : [] };
}

export const action = ({ request }: Route.ActionArgs) => handleWishlistAction(request);

// A refusal's Retry-After (too many new visitors from one address) reaches the client.
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "My Wishlist", description: "The pieces you have saved.", path: "/wishlist" }),
  { name: "robots", content: "noindex" },
];

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-medium sm:text-4xl">My Wishlist</h1>
      {actionData?.notice && (
        <Notice tone={actionData.notice.tone} title={actionData.notice.title} className="mt-6">
          {actionData.notice.text}
        </Notice>
      )}
      <div className="mt-8">
        {entries.length === 0 ? (
          <EmptyState
            title="Your wishlist is empty"
            action={<ButtonLink to="/furniture">Continue Shopping</ButtonLink>}
          />
        ) : (
          <ul
            role="list"
            aria-label="Saved products"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {entries.map((entry, index) => (
              <li key={entry.id} className="flex">
                <WishlistCard entry={entry} index={index} {...wishlistCardControls(entry)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
