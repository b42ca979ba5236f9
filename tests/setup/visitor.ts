import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import { readBasketOwner } from "~/modules/accounts/basket-owner.server";
import { db } from "~/db/client.server";
import { pageRequest } from "./accounts";

/** Shared by the visitor-basket tests: a demo product by slug, a form post as a browser sends it, the owner of a cookie. */
export async function productBySlug(slug: string) {
  const [row] = await db().select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

/** Posts a form to an action as a browser does: the answer's status, notice and the visitor cookie it set. */
export async function postForm(
  handler: (request: Request) => Promise<unknown>,
  path: string,
  form: Record<string, string>,
  cookie?: string,
) {
  const result = (await handler(pageRequest(path, { cookie, form }))) as {
    data: { notice: { text?: string } | null };
    init: ResponseInit | null;
  };
  const headers = new Headers(result.init?.headers);
  const setCookie = headers.get("Set-Cookie");
  return {
    status: result.init?.status ?? 200,
    notice: result.data.notice,
    setCookie,
    /** The cookie header the browser sends from now on. */
    cookie: setCookie ? setCookie.split(";")[0]! : cookie,
  };
}

/** Whose cart a request with this cookie reads. */
export const basketOwnerOfCookie = async (cookie: string) => (await readBasketOwner(pageRequest("/", { cookie })))!;
