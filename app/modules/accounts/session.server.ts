import { redirect } from "react-router";
import { getShopSettings } from "~/modules/settings/settings.server";
import { auth } from "./auth.server";
import { signInHref } from "./sign-in-link";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** The e-mail was proven by its link: the guest orders placed with it are this account's (orders/order-access.ts). */
  emailVerified: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  /** This browser's session (the sessions list marks it and never ends it from there). */
  sessionId: string;
}

/** Where an admin sets up two-factor sign-in (the profile's Security tab). */
export const TWO_FACTOR_SETUP_PATH = "/profile?tab=security";

/**
 * The signed-in user of a request, and the cookies to send back when
 * better-auth refreshed the session (sessions extend themselves while used).
 */
export async function readSession(request: Request): Promise<{ user: SessionUser | null; setCookie: string[] }> {
  const result = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
  const setCookie = result.headers?.getSetCookie?.() ?? [];
  const session = result.response;
  if (!session) return { user: null, setCookie };
  const user = session.user as typeof session.user & {
    phone?: string | null;
    role?: string;
    twoFactorEnabled?: boolean | null;
  };
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone ?? null,
      emailVerified: user.emailVerified === true,
      isAdmin: user.role === "admin",
      twoFactorEnabled: user.twoFactorEnabled === true,
      sessionId: session.session.id,
    },
    setCookie,
  };
}

export async function getSessionUser(request: Request) {
  return (await readSession(request)).user;
}

/** Signed-out visitors go to /auth, and come back here after signing in. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInHref("account", url.pathname + url.search));
  }
  return user;
}

/**
 * Every admin loader, action and resource calls this first. Pages send
 * everyone else to /auth (the spec); resources answer 403 (`api: true`).
 * When the shop requires two-factor sign-in for admins, an admin without it
 * is sent to set it up (a resource answers 403) before any admin page or action.
 */
export async function requireAdmin(request: Request, { api = false } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user?.isAdmin) {
    if (api) throw new Response("Forbidden", { status: 403 });
    throw redirect("/auth");
  }
  if (!user.twoFactorEnabled && (await getShopSettings()).requireAdminTwoFactor) {
    if (api) throw new Response("Two-factor sign-in is required for admins.", { status: 403 });
    throw redirect(TWO_FACTOR_SETUP_PATH);
  }
  return user;
}
