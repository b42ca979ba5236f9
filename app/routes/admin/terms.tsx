import { data, Link } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminDisclosure } from "~/components/admin/admin-disclosure";
import { AdminActionNotice, AdminEmpty, AdminPanel } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { productWithOwnTerms, termsOverview, type Terms } from "~/modules/terms/after-sale-terms.server";
import { TermsForm, type InheritedTerms } from "~/modules/terms/components/terms-form";
import { handleTermsAction } from "~/modules/terms/terms-action.server";
import { termsIntent, type OwnTerms } from "~/modules/terms/terms-form";
import { termsSummary } from "~/modules/terms/terms-summary";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: "Returns & Warranty · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product opened from its editor (?product=<id>), shown open even before it has terms of its own. */
const opened = (id: string | null) => (id && UUID.test(id) ? productWithOwnTerms(id) : null);

/** /admin/terms: the shop's returns and warranty, each category's, and the products with their own. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [overview, product] = await Promise.all([
    termsOverview(),
    opened(new URL(request.url).searchParams.get("product")),
  ]);
  const products = [...overview.products];
  if (product && !products.some((item) => item.id === product.id)) products.unshift(product);
  return data(
    { ...overview, products, openedId: product?.id ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: Route.ActionArgs) => handleTermsAction(request);

/** Own fields over the next one's: what applies. */
const applied = (own: OwnTerms, next: Terms): Terms => ({
  returnDays: own.returnDays ?? next.returnDays,
  warranty: own.warranty ?? next.warranty,
});

/** A category's or product's terms: folded to what applies, its form a tap away. */
function TermsDisclosure({
  title,
  scope,
  targetId,
  own,
  inherited,
  outcome,
  open,
}: {
  title: string;
  scope: "category" | "product";
  targetId: string;
  own: OwnTerms;
  inherited: InheritedTerms;
  outcome?: AdminActionResult;
  open?: boolean;
}) {
  const terms = applied(own, inherited);
  return (
    <AdminDisclosure title={title} gist={termsSummary(terms.returnDays, terms.warranty)} open={open}>
      <TermsForm
        intent={termsIntent(scope, targetId)}
        scope={scope}
        own={own}
        inherited={inherited}
        outcome={outcome}
      />
    </AdminDisclosure>
  );
}

export default function AdminTerms({ loaderData, actionData }: Route.ComponentProps) {
  const { shop, categories, products, openedId } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  const shopInherited: InheritedTerms = { from: "the shop", ...shop };
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="font-display text-3xl font-medium">Returns &amp; Warranty</h2>
        <p className="mt-1 max-w-3xl text-muted">
          What /returns, /warranty, each product page and each invoice promise. A product takes its own terms, else its
          category&apos;s, else the shop&apos;s. Orders keep the terms they were bought under.
        </p>
      </div>
      <AdminActionNotice result={outcome} />
      <AdminPanel title="The shop" description={termsSummary(shop.returnDays, shop.warranty)}>
        <TermsForm intent={termsIntent("shop")} scope="shop" own={shop} outcome={outcome} />
      </AdminPanel>
      <section aria-labelledby="terms-categories" className="grid gap-3">
        <h2 id="terms-categories" className="text-2xl font-medium">
          Categories
        </h2>
        {categories.map((category) => (
          <TermsDisclosure
            key={category.id}
            title={category.name}
            scope="category"
            targetId={category.id}
            own={category}
            inherited={shopInherited}
            outcome={outcome}
          />
        ))}
      </section>
      <section aria-labelledby="terms-products" className="grid gap-3">
        <h2 id="terms-products" className="text-2xl font-medium">
          Products with their own terms
        </h2>
        {products.length === 0 ? (
          <AdminEmpty>
            None: every product takes its category&apos;s terms. Give one its own from its page under{" "}
            <Link to="/admin/products" className="font-semibold text-walnut underline underline-offset-4">
              Products
            </Link>
            .
          </AdminEmpty>
        ) : (
          products.map((product) => {
            const category = categories.find((item) => item.id === product.categoryId);
            return (
              <TermsDisclosure
                key={product.id}
                title={product.name}
                scope="product"
                targetId={product.id}
                own={product}
                inherited={{
                  from: category ? category.name : "the shop",
                  ...(category ? applied(category, shop) : shop),
                }}
                outcome={outcome}
                open={product.id === openedId}
              />
            );
          })
        )}
      </section>
    </div>
  );
}
