import { Container } from "~/components/ui/container";
import type { AddressBookResult } from "~/modules/accounts/address-book-action.server";
import { listAddresses } from "~/modules/accounts/address-book.server";
import { AddressBookPanel } from "~/modules/accounts/components/address-book-panel";
import { ChangePasswordForm } from "~/modules/accounts/components/change-password-form";
import { ProfileDetails } from "~/modules/accounts/components/profile-details";
import { SecurityPanel } from "~/modules/accounts/components/security-panel";
import type { SecurityResult } from "~/modules/accounts/security-action.server";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { listAccountSessions } from "~/modules/accounts/sessions.server";
import { CustomerRequestList } from "~/modules/made-to-order/components/customer-request-list";
import { listCustomerRequests } from "~/modules/made-to-order/requests.server";
import { ProfileCard, ProfileListTab } from "~/modules/accounts/components/profile-sections";
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from "~/modules/accounts/components/profile-tabs";
import { handleProfile } from "~/modules/accounts/profile-action.server";
import { requireUser } from "~/modules/accounts/session.server";
import { pageMeta } from "~/utils/meta";
import { handleCancelOrder } from "~/modules/orders/cancel-order-action.server";
import { publicOrigin } from "~/utils/origin.server";
import { OrderHistory } from "~/modules/orders/components/order-history";
import { countCustomerOrders, listCustomerOrders, orderCustomerOf } from "~/modules/orders/orders.server";
import { WishlistCard } from "~/modules/wishlist/components/wishlist-card";
import { wishlistCardControls } from "~/routes/storefront/product-controls";
import { getWishlist, wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import type { Route } from "./+types/profile";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "My Profile", description: "Your account, orders and wishlist.", path: "/profile" }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tab = (PROFILE_TABS as readonly string[]).includes(url.searchParams.get("tab") ?? "")
    ? (url.searchParams.get("tab") as ProfileTab)
    : "profile";
  const [wishlistIds, orderCount] = await Promise.all([
    wishlistProductIds(userOwner(user.id)),
    countCustomerOrders(orderCustomerOf(user)),
  ]);
  const wishlist = tab === "wishlist" ? await getWishlist(userOwner(user.id)) : [];
  const orders = tab === "orders" ? await listCustomerOrders(orderCustomerOf(user)) : [];
  const sessions = tab === "security" ? await listAccountSessions(user.id, user.sessionId) : [];
  const addresses = tab === "addresses" ? await listAddresses(user.id) : [];
  const requests = tab === "requests" ? await listCustomerRequests(user) : [];
  return {
    user,
    tab,
    editing: url.searchParams.get("edit") === "1",
    counts: { orders: orderCount, wishlist: wishlistIds.length },
    wishlist,
    orders,
    sessions,
    addresses,
    requests,
    // ?tab=addresses&edit=ID: the form edits that address (only ever one of the customer's own).
    editAddress: addresses.find((address) => address.id === url.searchParams.get("edit")) ?? null,
  };
}

// A refusal's Retry-After (too many tries) reaches the browser.
export const headers = loaderAndActionHeaders;

export const action = ({ request }: Route.ActionArgs) =>
  handleProfile(request, (user, form) => handleCancelOrder(user, form, publicOrigin(request)));

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, tab, counts } = loaderData;
  const result = actionData as
    { intent: string; ok?: string; error?: string; errors?: Record<string, string> } | undefined;
  const profileResult = result?.intent === "profile" ? result : undefined;
  const passwordResult = result?.intent === "password" ? result : undefined;
  const editing = (loaderData.editing && !profileResult?.ok) || Boolean(profileResult?.errors || profileResult?.error);

  return (
    <Container className="py-14 sm:py-20">
      <h1 className="text-4xl font-medium sm:text-5xl">My Profile</h1>
      <p className="mt-3 text-lg text-muted">Manage your account and view your activity</p>
      <ProfileTabs current={tab} counts={counts} />
      <div className="py-10">
        {tab === "profile" && (
          <div className="grid gap-10 lg:grid-cols-2">
            <ProfileCard title="Profile" outcome={profileResult}>
              <ProfileDetails user={user} editing={editing} errors={profileResult?.errors} />
            </ProfileCard>
            <ProfileCard title="Change Password" outcome={passwordResult}>
              <ChangePasswordForm errors={passwordResult?.errors} />
            </ProfileCard>
          </div>
        )}
        {tab === "security" && (
          <SecurityPanel
            twoFactorEnabled={user.twoFactorEnabled}
            sessions={loaderData.sessions}
            result={result?.intent === "security" ? (result as SecurityResult) : undefined}
          />
        )}
        {tab === "orders" && (
          <ProfileListTab
            title="Order History"
            count={counts.orders}
            empty="No orders found. Start shopping to see your orders here!"
          >
            {loaderData.orders.length > 0 ? <OrderHistory orders={loaderData.orders} /> : undefined}
          </ProfileListTab>
        )}
        {tab === "requests" && (
          <ProfileListTab
            title="Custom Requests"
            count={loaderData.requests.length}
            empty="No custom requests yet. Tell us about a piece you have in mind on the Custom Orders page."
          >
            {loaderData.requests.length > 0 ? <CustomerRequestList requests={loaderData.requests} /> : undefined}
          </ProfileListTab>
        )}
        {tab === "addresses" && (
          <AddressBookPanel
            addresses={loaderData.addresses}
            editing={loaderData.editAddress}
            newDefaults={{ fullName: user.name, phone: user.phone ?? "" }}
            result={result?.intent === "addresses" ? (result as AddressBookResult) : undefined}
          />
        )}
        {tab === "wishlist" && (
          <ProfileListTab
            title="My Wishlist"
            count={counts.wishlist}
            empty="Your wishlist is empty. Add some products to see them here!"
          >
            {loaderData.wishlist.length > 0 ? (
              <ul role="list" aria-label="Saved products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {loaderData.wishlist.map((entry, index) => (
                  <li key={entry.id} className="flex">
                    <WishlistCard entry={entry} index={index} {...wishlistCardControls(entry)} />
                  </li>
                ))}
              </ul>
            ) : undefined}
          </ProfileListTab>
        )}
      </div>
    </Container>
  );
}
