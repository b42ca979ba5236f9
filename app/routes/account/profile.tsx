import { data } from "react-router";
import { Container } from "~/components/ui/container";
import { changePasswordSchema, profileSchema } from "~/modules/accounts/accounts.schema";
import { fieldErrors } from "~/utils/form-fields";
import { sendPasswordChangedMail } from "~/modules/accounts/account-mail.server";
import { callAuthEndpoint, withCookies } from "~/modules/accounts/auth-endpoint.server";
import { ChangePasswordForm } from "~/modules/accounts/components/change-password-form";
import { ProfileDetails } from "~/modules/accounts/components/profile-details";
import { ProfileCard, ProfileListTab } from "~/modules/accounts/components/profile-sections";
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from "~/modules/accounts/components/profile-tabs";
import { updateProfile } from "~/modules/accounts/profile.server";
import { requireUser } from "~/modules/accounts/session.server";
import { pageMeta } from "~/utils/meta";
import { handleCancelOrder } from "~/modules/orders/cancel-order-action.server";
import { OrderHistory } from "~/modules/orders/components/order-history";
import { countCustomerOrders, listCustomerOrders } from "~/modules/orders/orders.server";
import { WishlistCard } from "~/modules/wishlist/components/wishlist-card";
import { getWishlist, wishlistProductIds } from "~/modules/wishlist/wishlist.server";
import type { Route } from "./+types/profile";

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
  const [wishlistIds, orderCount] = await Promise.all([wishlistProductIds(user.id), countCustomerOrders(user.id)]);
  const wishlist = tab === "wishlist" ? await getWishlist(user.id) : [];
  const orders = tab === "orders" ? await listCustomerOrders(user.id) : [];
  return {
    user,
    tab,
    editing: url.searchParams.get("edit") === "1",
    counts: { orders: orderCount, wishlist: wishlistIds.length },
    wishlist,
    orders,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "cancel-order") return handleCancelOrder(user, form);
  if (form.intent === "password") {
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return data({ intent: "password", errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await callAuthEndpoint(request, "/change-password", {
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.password,
      revokeOtherSessions: true,
    });
    if (!result.ok) {
      const message =
        result.status === 400 || result.status === 401 ? "Your current password is not right." : result.message;
      return data({ intent: "password", error: message ?? "Failed to change password." }, { status: result.status });
    }
    await sendPasswordChangedMail(user, request);
    return data(
      { intent: "password", ok: "Password changed. Your other sessions were signed out." },
      { headers: withCookies(result.setCookie) },
    );
  }
  if (typeof form.email === "string" && form.email.trim().toLowerCase() !== user.email) {
    return data({ intent: "profile", error: "Email cannot be changed" }, { status: 400 });
  }
  const parsed = profileSchema.safeParse(form);
  if (!parsed.success) return data({ intent: "profile", errors: fieldErrors(parsed.error) }, { status: 400 });
  const saved = await updateProfile(user.id, parsed.data);
  if (!saved) return data({ intent: "profile", error: "Failed to update profile." }, { status: 500 });
  return { intent: "profile", ok: "Profile updated successfully!" };
}

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
        {tab === "orders" && (
          <ProfileListTab
            title="Order History"
            count={counts.orders}
            empty="No orders found. Start shopping to see your orders here!"
          >
            {loaderData.orders.length > 0 ? <OrderHistory orders={loaderData.orders} /> : undefined}
          </ProfileListTab>
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
                    <WishlistCard entry={entry} index={index} />
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
