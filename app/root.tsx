import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { useState } from "react";
import type { Route } from "./+types/root";
import stylesheet from "~/app.css?url";
// The small files of our own characters (written by scripts/core-fonts.ts), which every page draws with.
import displayFont from "./fonts/fraunces-core.woff2?url";
import textFont from "./fonts/manrope-core.woff2?url";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PreviewNotice } from "~/components/layout/preview-notice";
import { HeaderSearch } from "~/modules/search/components/header-search";
import { RouteFocus } from "~/components/layout/route-focus";
import { useScriptlessDocument } from "~/components/layout/scriptless";
import { splashPrePaintScript } from "~/components/layout/splash-script";
import { NotFound } from "~/components/layout/not-found";
import { usePageChrome } from "~/components/layout/page-chrome";
import { ServerError } from "~/components/layout/server-error";
import { Toaster } from "~/components/ui/toaster";
import { EMPTY_BASKET, type ShellBasket, type ShellUser } from "~/components/layout/shell-types";
import { basketOwnerOf, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { withCookies } from "~/modules/accounts/auth-endpoint.server";
import { readSession } from "~/modules/accounts/session.server";
import { cartCount } from "~/modules/cart/cart.server";
import { wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { publicShopSettings } from "~/modules/settings/public-settings";
import { useNonce } from "~/utils/nonce";
import { publicOrigin } from "~/utils/origin.server";
import { formatPhone } from "~/utils/phone-display";
import { shopYear } from "~/utils/shop-time";

export async function loader({ request }: Route.LoaderArgs) {
  const [settings, session] = await Promise.all([getShopSettings(), readSession(request)]);
  const user: ShellUser | null = session.user ? { name: session.user.name, isAdmin: session.user.isAdmin } : null;
  // Every action revalidates this loader, so the badges follow each add and remove,
  // a visitor's (by their cookie) as much as a customer's.
  const owner = await basketOwnerOf(session.user, request);
  const basket = owner ? await shellBasket(owner) : EMPTY_BASKET;
  return data(
    {
      settings: publicShopSettings(settings),
      // What pages print of the shop, made here so that no page ships the date or the phone
      // formatter for it: the copyright year (Lahore's) and the shop's numbers as written everywhere
      // (useShopPhones).
      printed: { year: shopYear(), phone: formatPhone(settings.phone), whatsapp: formatPhone(settings.whatsapp) },
      origin: publicOrigin(request),
      user,
      basket,
    },
    { headers: withCookies(session.setCookie) },
  );
}

async function shellBasket(owner: BasketOwner): Promise<ShellBasket> {
  const [wishlist, cart] = await Promise.all([wishlistProductIds(owner), cartCount(owner)]);
  return { counts: { wishlist: wishlist.length, cart }, wishlist };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const settings = data?.settings ?? defaultShopSettings;
  const nonce = useNonce();
  // The shop's header and footer frame its own pages only: a document to print (an order's
  // invoice) is a bare sheet, and the admin draws its own frame (app/components/admin/admin-shell.tsx).
  const chrome = usePageChrome();
  const shop = chrome === "shop";
  // The splash is the home page's (it draws it), decided once per document: a tab opened on a deep
  // link, a paper or in the admin never plays it, not even when it goes to the home page later.
  const { pathname } = useLocation();
  const [openedOnHome] = useState(pathname === "/");
  const splash = settings.splashEnabled && openedOnHome;
  // A page of links and text (an information page, a project) goes out without any script.
  const scriptless = useScriptlessDocument();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {splash && (
          // The nonce is hidden from scripts in the browser, so the client renders "" here; the text
          // too, which has run by then: it stays out of the JavaScript that every page loads.
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? splashPrePaintScript : "" }}
          />
        )}
        {/* precedence lets React place the stylesheet ahead of the module preloads it hoists */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The two Latin faces every page shows above the fold: fetched with the stylesheet,
            not after it, so text is drawn once in its own font instead of reflowing. */}
        <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={textFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-walnut px-5 py-3 text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {shop && (
          <SiteHeader
            shopName={settings.name}
            user={data?.user ?? null}
            basket={data?.basket ?? EMPTY_BASKET}
            search={<HeaderSearch />}
            scriptless={scriptless}
          />
        )}
        {/* The admin's frame has its own main landmark beside its sidebar. */}
        {chrome === "admin" ? (
          children
        ) : (
          <main id="main" className={shop ? "flex-1 pt-16 lg:pt-27" : "flex-1"}>
            {shop && !settings.shopOpen && <PreviewNotice />}
            {children}
          </main>
        )}
        {shop && <SiteFooter settings={settings} printed={data?.printed ?? { year: "", phone: settings.phone }} />}
        {!scriptless && (
          <>
            <Toaster />
            <RouteFocus />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
