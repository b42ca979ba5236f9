import { Suspense } from "react";
import { data, isRouteErrorResponse, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { canonicalCatalogPath, isFiltered } from "~/modules/catalog/catalog-filters";
import { loadCatalog } from "~/modules/catalog/catalog-page.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { ProductView } from "~/modules/catalog/components/product-view";
import { formatPrice } from "~/utils/money";
import { productPath } from "~/utils/paths";
import { productJsonLd } from "~/modules/catalog/product-json-ld";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { getActiveProduct, isProductHandle, relatedProducts } from "~/modules/catalog/product.server";
import { productVariantView } from "~/modules/catalog/product-variant.server";
import { shownPieceSale } from "~/modules/catalog/product-sale.server";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { VariantPicker } from "~/modules/catalog/components/variant-picker";
import { lineName, madeInWeeks, makingDays, type ProductVariantView } from "~/modules/catalog/variants";
import { getSessionUser } from "~/modules/accounts/session.server";
import { productTerms } from "~/modules/terms/after-sale-terms.server";
import { termsSummary } from "~/modules/terms/terms-summary";
import { DeliveryPromiseLine } from "~/modules/delivery/components/delivery-promise-line";
import { advanceRuleLine } from "~/modules/orders/advance-wording";
import { getShopSettings } from "~/modules/settings/settings.server";
import { productDelivery } from "~/modules/delivery/delivery-city.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { ProductReviews } from "~/modules/reviews/components/product-reviews";
import { productReviewsPage } from "~/modules/reviews/product-reviews.server";
import { parseReviewPage, parseReviewSort } from "~/modules/reviews/review-rules";
import { reviewInviteFor } from "~/modules/reviews/reviewable.server";
import { alertVariantFor } from "~/modules/stock-alerts/stock-alert-piece.server";
import { clientFileOf } from "~/utils/client-files.server";
import { log } from "~/utils/log.server";
import { useNonce } from "~/utils/nonce";
import { pageMeta } from "~/utils/meta";
import { publicOrigin } from "~/utils/origin.server";
import {
  CATALOG_VIEW_MODULE,
  loadAlertForm,
  loadCatalogView,
  ROOM_PAGE_ID,
  RoomCatalogue,
  StockAlert,
} from "./furniture-item-views";
import { productCardControls, productViewControls } from "./product-controls";
import type { Route } from "./+types/furniture-item";

/**
 * /furniture/<handle> is a room's catalogue (/furniture/bedroom, the footer's
 * links) when the handle is a category, and otherwise a product by slug or id.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categories = await listCategories();
  const category = categories.find((item) => item.slug === params.handle);
  if (category) {
    // The view's module loaded before the page renders: were the server to wait for it mid-render
    // (the first room's page after a start), React would send the grid after the rest of the page,
    // as app/entry.server.tsx explains, and a browser could hydrate before it arrived.
    const [catalog] = await Promise.all([loadCatalog(url, { category: category.slug, categories }), loadCatalogView()]);
    // Worked out here, so that the page's meta needs none of the catalogue's filter code in the browser.
    const head = {
      name: category.name,
      description: category.description,
      path: canonicalCatalogPath(`/furniture/${catalog.filters.category}`, catalog.filters),
      noindex: isFiltered(catalog.filters),
    };
    // The view's file, named in the page's head: fetched with the page's own files, not after them.
    const viewScript = clientFileOf(CATALOG_VIEW_MODULE);
    return { kind: "category" as const, head, viewScript, ...catalog };
  }
  // Not a product's shape at all: nothing to redirect to, so the 'Product not found' view.
  if (!isProductHandle(params.handle)) {
    log.warn("Page not found", { path: url.pathname });
    throw data(null, { status: 404 });
  }
  const [found, sales] = await Promise.all([getActiveProduct(params.handle), readRunningSales()]);
  // Missing or withdrawn: back to the catalogue, as the spec says.
  if (!found) throw redirect("/furniture");
  // An id (or old) link moves to the product's readable address.
  if (params.handle !== found.slug) throw redirect(productPath(found.slug) + url.search, 301);
  // A product with options shows the variant its address names (?variant=SKU): its price, what
  // one order may take, its pictures. Everything below reads the piece as shown.
  const variants = await productVariantView(found, url.searchParams.get("variant"), sales);
  const madeToOrderWeeks = madeInWeeks(variants?.chosen.availability);
  const shown = variants
    ? {
        ...found,
        price: variants.chosen.price,
        stock: variants.chosen.limit,
        ...(variants.chosen.images.length > 0 ? { images: variants.chosen.images, imageAlts: [] } : {}),
      }
    : found;
  // During a sale the price is the sale's, as checkout charges it: the advance, the delivery
  // promise and what search engines read all follow it.
  const sale = await shownPieceSale(shown, variants, sales);
  const product = { ...shown, price: sale?.price ?? shown.price, sale };
  const sort = parseReviewSort(url.searchParams.get("reviews"));
  const reviewPage = parseReviewPage(url.searchParams.get("rpage"));
  const [related, reviews, user, policy, settings, terms] = await Promise.all([
    relatedProducts(product),
    productReviewsPage(product.id, { sort, page: reviewPage }),
    getSessionUser(request),
    getDeliveryPolicy(),
    getShopSettings(),
    productTerms(product.id),
  ]);
  const [invite, alertVariantId] = await Promise.all([
    reviewInviteFor(user, product.id),
    alertVariantFor(product, variants?.chosen ?? null),
  ]);
  // Its form's module loaded before the page renders, so that the server draws it in full.
  if (alertVariantId) await loadAlertForm();
  const origin = publicOrigin(request);
  // Search engines get the newest reviews whatever page the visitor reads.
  const newest =
    sort === "newest" && reviews.page === 1
      ? reviews
      : await productReviewsPage(product.id, { sort: "newest", page: 1 });
  return {
    kind: "product" as const,
    product,
    // What 'Tell me when it is back' waits for, when the piece shown is sold out.
    stockAlert: alertVariantId
      ? { variantId: alertVariantId, piece: lineName(product.name, variants?.chosen.label) }
      : null,
    variants,
    related,
    reviews,
    invite,
    // Counted here, on the shop's clock: the browser's zone and date play no part. To the city the
    // buyer's cookie names, if any: the page cache serves only requests without a cookie.
    // The variant shown, when made to order, is delivered after its making time.
    delivery: await productDelivery(request, policy, { ...product, makingDays: makingDays([madeToOrderWeeks]) }),
    // Said by the page beside the availability; worked out here so the page's script need not.
    madeToOrderWeeks,
    // Its returns and warranty as its order line will carry them: the variant shown, if made to
    // order, returns for a defect only (the trigger's rule, drizzle/0034).
    afterSale: termsSummary(madeToOrderWeeks ? 0 : terms.returnDays, terms.warranty),
    // The advance a piece of this price asks, said before checkout (null below the threshold).
    advance: advanceRuleLine(product.price, settings),
    jsonLd: productJsonLd(product, origin, newest.reviews, variants),
    url: new URL(variantPath(product.slug, variants), origin).href,
  };
}

/** On a client-side navigation to a room's page, its view's file is fetched before the page shows, so nothing blinks. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.kind === "category") await loadCatalogView();
  if (loaded.kind === "product" && loaded.stockAlert) await loadAlertForm();
  return loaded;
}

// Switching photos (?photo=) keeps the product as loaded.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const photoOnly = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("photo");
    return params.toString();
  };
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && photoOnly(currentUrl) === photoOnly(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Product not found" }, { name: "robots", content: "noindex" }];
  if (loaderData.kind === "category") {
    const { name, description, path, noindex } = loaderData.head;
    const { viewScript } = loaderData;
    return [
      ...pageMeta(matches, {
        title: `${name} Furniture`,
        description:
          description ?? `${name} furniture handcrafted in Lahore and delivered across Pakistan. Prices in PKR.`,
        path,
        noindex,
      }),
      ...(viewScript ? [{ tagName: "link", rel: "modulepreload", href: viewScript }] : []),
    ];
  }
  const { product, variants } = loaderData;
  const summary = product.description?.split(/(?<=\.)\s/)[0] ?? "";
  const title = variants?.named ? `${product.name} (${variants.chosen.label})` : product.name;
  return [
    ...pageMeta(matches, {
      title,
      description: `${title}, ${formatPrice(product.price)}. ${summary}`.slice(0, 300),
      // Each variant named by its address is a page of its own for search engines.
      path: variantPath(product.slug, variants),
      image: product.images[0] ? `${product.images[0]}?w=1200` : null,
      type: "product",
    }),
    { property: "product:price:amount", content: String(product.price) },
    { property: "product:price:currency", content: "PKR" },
  ];
};

export default function FurnitureItem({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const settings = useShopSettings();
  if (loaderData.kind === "category") {
    const { kind: _kind, head: _head, viewScript: _viewScript, ...catalog } = loaderData;
    return (
      <div id={ROOM_PAGE_ID} className="contents">
        <Suspense>
          <RoomCatalogue {...catalog} cardControls={productCardControls} />
        </Suspense>
      </div>
    );
  }
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <ProductView
        product={loaderData.product}
        related={loaderData.related}
        {...productViewControls(
          { ...loaderData.product, variantId: loaderData.variants?.chosen.id },
          { whatsapp: settings.whatsapp, url: loaderData.url },
        )}
        soldOutControl={
          loaderData.stockAlert && (
            <StockAlert variantId={loaderData.stockAlert.variantId} piece={loaderData.stockAlert.piece} />
          )
        }
        options={
          loaderData.variants && (
            <VariantPicker
              groups={loaderData.variants.groups}
              swatchesHref={`/swatches?product=${encodeURIComponent(loaderData.product.slug)}`}
            />
          )
        }
        madeToOrderWeeks={loaderData.madeToOrderWeeks}
        cardControls={productCardControls}
        delivery={
          loaderData.delivery.promise && (
            <DeliveryPromiseLine
              promise={loaderData.delivery.promise}
              choice={loaderData.delivery.choice}
              back={variantPath(loaderData.product.slug, loaderData.variants)}
            />
          )
        }
        paymentTerms={loaderData.advance}
        afterSale={loaderData.afterSale}
        reviews={
          <ProductReviews
            productPath={productPath(loaderData.product.slug)}
            productSlug={loaderData.product.slug}
            count={loaderData.product.reviewCount}
            total={loaderData.product.ratingTotal}
            page={loaderData.reviews}
            invite={loaderData.invite}
          />
        }
      />
    </>
  );
}

/** The product's address, with ?variant= when the visitor's address named one. */
function variantPath(slug: string, variants: ProductVariantView | null) {
  return variants?.named
    ? `${productPath(slug)}?variant=${encodeURIComponent(variants.chosen.sku)}`
    : productPath(slug);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Container className="py-24 text-center">
      <p className="text-xs font-bold tracking-[0.25em] text-terracotta uppercase">Furniture</p>
      <h1 className="mt-3 text-4xl font-medium">Product not found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        This piece may have sold out for good or moved. The rest of the collection is a click away.
      </p>
      <ButtonLink to="/furniture" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Furniture
      </ButtonLink>
    </Container>
  );
}
