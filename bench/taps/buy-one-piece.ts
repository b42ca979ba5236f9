// `npx tsx bench/taps/buy-one-piece.ts --base http://127.0.0.1:3412 --mail-dir DATA_DIR/mail`
//
// How much work is it for a new visitor to buy one piece? A phone-sized Chromium plays a
// visitor who arrives on a product page from an advert and buys it, adapting to the shop as a
// person would (sent to sign in: signs up and confirms the e-mail; an empty cart afterwards:
// walks back to the product; a changed total: presses Place Order again). It counts every tap
// and every typed character and prints one JSON line:
//   {"taps":…,"characters":…,"mailboxRoundTrips":…,"steps":[…],…}
//
// What counts (the same rules for every version of the shop, see bench/taps/README.md):
// - a tap: each press of a link or button, the link in an e-mail, choosing a datalist or
//   select entry, choosing a radio option that has no default;
// - characters: the length of each text typed into an empty field (a field the shop already
//   filled in is left as it is, and moving between fields is the keyboard's Next, not a tap);
// - a mailbox round trip: leaving the shop to find an e-mail and coming back through its link.
// Opening the product page from the advert is free; typing an address is never done.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Locator, type Page } from "@playwright/test";

/** The visitor's fixed inputs: the counts depend on their lengths, so they never change. */
const VISITOR = {
  fullName: "Ayesha Khan",
  // A new address each run: the visitor is new, and the shop refuses a second sign-up.
  email: `ayesha.k+${Date.now()}@example.com`,
  phone: "03001234567",
  address: "House 12, Street 4, DHA Phase 5",
  city: "Lahore",
  password: "sofa-lover-2026",
};

/** The text typed into each checkout field, by the field's name attribute. */
const CHECKOUT_TEXT: Record<string, string> = {
  fullName: VISITOR.fullName,
  email: VISITOR.email,
  phone: VISITOR.phone,
  address: VISITOR.address,
  city: VISITOR.city,
};

const MAIL_WAIT_MS = 30_000;
const MAX_PLACE_ORDER_PRESSES = 3;

type Step =
  | { kind: "tap"; what: string; on: string }
  | { kind: "type"; what: string; on: string; characters: number }
  | { kind: "mail"; what: string };

/** Every tap and character, with the page it happened on, in the visitor's order. */
class Tally {
  readonly steps: Step[] = [];
  mailboxRoundTrips = 0;

  constructor(private readonly page: Page) {}

  get taps() {
    return this.steps.filter((step) => step.kind !== "type").length;
  }

  get characters() {
    return this.steps.reduce((sum, step) => sum + (step.kind === "type" ? step.characters : 0), 0);
  }

  /** A finger on a link or button; waits for the page to settle, as a person waits to read it. */
  async tap(what: string, target: Locator) {
    this.steps.push({ kind: "tap", what, on: this.here() });
    await target.tap();
    await settle(this.page);
  }

  /** Typing into a field: one per character. */
  async type(what: string, field: Locator, text: string) {
    this.steps.push({ kind: "type", what, on: this.here(), characters: text.length });
    await field.fill(text);
  }

  /** Choosing an entry of a select (one tap, however the phone shows the list). */
  async choose(what: string, select: Locator) {
    this.steps.push({ kind: "tap", what, on: this.here() });
    const values = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    await select.selectOption(values[0] ?? "");
  }

  /** Leaving for the mail app and tapping the link there: one tap and one round trip. */
  async openMailLink(what: string, url: string) {
    this.mailboxRoundTrips += 1;
    this.steps.push({ kind: "mail", what });
    await this.page.goto(url);
    await settle(this.page);
  }

  private here() {
    return new URL(this.page.url()).pathname;
  }
}

/**
 * Loaded, hydrated and quiet: no request in flight for a moment. Playwright's "networkidle"
 * load state is reached once per document, so it says nothing after a client-side navigation
 * or a form post; the page's own requests are counted instead.
 */
const inFlight = new WeakMap<Page, Set<unknown>>();

function watchRequests(page: Page) {
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on("request", (request) => requests.add(request));
  page.on("requestfinished", (request) => requests.delete(request));
  page.on("requestfailed", (request) => requests.delete(request));
}

async function settle(page: Page, quietMs = 400) {
  await page.waitForLoadState("load");
  const requests = inFlight.get(page);
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (requests && requests.size > 0) quietSince = Date.now();
  }
}

function options() {
  const { values } = parseArgs({
    options: { base: { type: "string" }, "mail-dir": { type: "string" } },
  });
  if (!values.base || !values["mail-dir"]) {
    throw new Error("Usage: tsx bench/taps/buy-one-piece.ts --base http://127.0.0.1:PORT --mail-dir DATA_DIR/mail");
  }
  return { base: values.base.replace(/\/$/, ""), mailDir: values["mail-dir"] };
}

/**
 * The advert's product: the first card on /furniture that can be added to a cart. Read in a
 * browser context of its own, so the visitor arrives without cookies.
 */
async function advertisedProduct(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/furniture`);
  const cards = page.getByTestId("product-card");
  for (const card of await cards.all()) {
    const outOfStock = await card.getByLabel(/out of stock/i).count();
    if (outOfStock > 0) continue;
    const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
    if (href) return href;
  }
  throw new Error("No product in stock on /furniture");
}

/** The header's cart count; no badge means an empty cart. */
async function cartCount(page: Page): Promise<number> {
  const badge = page.locator('[aria-label$="items in cart"]');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().textContent());
}

/** The product page's Add to Cart; answers whether the shop sent the visitor to sign in. */
async function addToCart(page: Page, tally: Tally): Promise<"added" | "sign-in"> {
  const before = await cartCount(page);
  await tally.tap(
    "Add to Cart",
    page
      .getByRole("main")
      .getByRole("button", { name: /^Add to Cart/ })
      .or(page.getByRole("main").getByRole("link", { name: /^Add to Cart/ }))
      .first(),
  );
  await page.waitForFunction((count) => {
    if (location.pathname.startsWith("/auth")) return true;
    const badge = document.querySelector('[aria-label$="items in cart"]');
    return Number(badge?.textContent ?? 0) > count;
  }, before);
  return new URL(page.url()).pathname.startsWith("/auth") ? "sign-in" : "added";
}

/** A new visitor has no account: the sign-up tab, name, e-mail, password, Create Account. */
async function signUp(page: Page, tally: Tally) {
  const fullName = page.getByLabel("Full name");
  if ((await fullName.count()) === 0) {
    await tally.tap("Sign Up tab", page.getByRole("link", { name: "Sign Up", exact: true }));
  }
  await tally.type("Full name", page.getByLabel("Full name"), VISITOR.fullName);
  await tally.type("E-mail", page.getByLabel("E-mail"), VISITOR.email);
  await tally.type("Password", page.getByLabel("Password"), VISITOR.password);
  await tally.tap("Create Account", page.getByRole("button", { name: /create account|sign up/i }));
  await page.getByText(/check your e-?mail/i).waitFor();
}

/** The newest mail to `email` that carries a better-auth e-mail verification link. */
async function verificationLink(mailDir: string, email: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    // The files are named by the time they were written: newest first.
    for (const name of names.sort().reverse()) {
      const text = decodeMail(await readFile(path.join(mailDir, name), "utf8"));
      if (!text.includes(email)) continue;
      const link = /https?:\/\/[^\s<>"']+\/verify-email\?[^\s<>"']+/.exec(text)?.[0];
      if (link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification mail to ${email} in ${mailDir} within ${MAIL_WAIT_MS / 1000} s`);
}

/** Enough of MIME to find a link: quoted-printable soft breaks and escapes, and base64 parts. */
function decodeMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((match) => Buffer.from(match[1] ?? "", "base64").toString("utf8"));
  return [quotedPrintable, ...base64Parts].join("\n");
}

/**
 * Back to the product from wherever the mail link landed: its own link if this page shows it,
 * else Furniture (from the phone's menu when the bar is hidden) and the product's card.
 */
async function walkToProduct(page: Page, tally: Tally, productPath: string) {
  const productLink = (scope: Locator) => scope.locator(`a[href="${productPath}"]:visible`).first();
  if ((await productLink(page.getByRole("main")).count()) === 0) {
    const furniture = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Furniture", exact: true });
    if (!(await furniture.isVisible())) {
      await tally.tap("Open menu", page.getByRole("button", { name: "Open menu" }));
      await tally.tap(
        "Furniture",
        page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Furniture", exact: true }),
      );
    } else {
      await tally.tap("Furniture", furniture);
    }
  }
  await tally.tap("Product card", productLink(page.getByRole("main")));
  await page.waitForURL((url) => url.pathname === productPath);
}

/** The header's cart icon, then the cart's checkout button. */
async function goToCheckout(page: Page, tally: Tally) {
  await tally.tap("Cart icon", page.getByRole("banner").getByRole("link", { name: /^Cart/ }));
  await tally.tap(
    "Proceed to Checkout",
    page
      .getByRole("main")
      .getByRole("link", { name: /checkout/i })
      .first(),
  );
  await page.waitForURL((url) => url.pathname === "/checkout");
}

/**
 * Every required field of the checkout form that is still empty: known text fields typed,
 * selects and radio groups without a choice given their first option. Anything else required
 * and empty stops the run, so that a new field cannot slip past the count.
 */
async function fillCheckout(page: Page, tally: Tally) {
  const form = page.locator("#checkout-form");
  await form.waitFor();
  const handledRadioGroups = new Set<string>();
  for (const field of await form.locator("[required]").all()) {
    const { name, tag, type } = await field.evaluate((element) => ({
      name: element.getAttribute("name") ?? "",
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type") ?? "",
    }));
    if (type === "radio") {
      if (handledRadioGroups.has(name)) continue;
      handledRadioGroups.add(name);
      if ((await form.locator(`input[name="${name}"]:checked`).count()) === 0) {
        await tally.tap(`Choose ${name}`, form.locator(`input[name="${name}"]`).first());
      }
      continue;
    }
    if ((await field.inputValue()) !== "") continue;
    if (tag === "select") {
      await tally.choose(`Choose ${name}`, field);
    } else if (name in CHECKOUT_TEXT) {
      await tally.type(name, field, CHECKOUT_TEXT[name] ?? "");
    } else {
      throw new Error(`The checkout asks for "${name}", which this script does not know how to fill`);
    }
  }
}

/** The order number the shop shows, once the order is placed; null while it is not. */
async function placedOrderNumber(page: Page): Promise<string | null> {
  const number = page.getByTestId("order-number").or(page.getByTestId("placed-order-number")).first();
  if ((await number.count()) === 0) return null;
  return ((await number.textContent()) ?? "").replace(/^#/, "").trim() || null;
}

/**
 * Place Order, pressed again (after filling anything the shop marks missing) when the shop
 * answers with a notice instead of an order: a changed total asks for one more press.
 */
async function placeOrder(page: Page, tally: Tally): Promise<string> {
  for (let press = 1; press <= MAX_PLACE_ORDER_PRESSES; press += 1) {
    await tally.tap("Place Order", page.getByRole("button", { name: /^Place Order/ }));
    await page.waitForFunction(
      () => !location.pathname.startsWith("/checkout") || document.querySelector("main [role=alert]") !== null,
    );
    await settle(page);
    const number = await placedOrderNumber(page);
    if (number) {
      // Both versions number orders with eight hexadecimal digits; anything else is not an order.
      if (!/^[0-9A-F]{8}$/.test(number)) throw new Error(`"${number}" is not an order number`);
      return number;
    }
    const notice = await page.getByRole("main").getByRole("alert").first().textContent();
    console.error(`Place Order press ${press} answered: ${notice}`);
    await fillCheckout(page, tally);
  }
  throw new Error(`No order after ${MAX_PLACE_ORDER_PRESSES} presses of Place Order`);
}

/** The whole journey, from the advert's product page to the placed order. */
async function buyOnePiece(page: Page, tally: Tally, productUrl: string, mailDir: string) {
  const productPath = new URL(productUrl).pathname;
  await page.goto(productUrl);
  await settle(page);
  if ((await addToCart(page, tally)) === "sign-in") {
    await signUp(page, tally);
    await tally.openMailLink("E-mail verification link", await verificationLink(mailDir, VISITOR.email));
    // Signed in now, wherever the link led; the first Add to Cart added nothing.
    if ((await cartCount(page)) === 0) {
      await walkToProduct(page, tally, productPath);
      if ((await addToCart(page, tally)) === "sign-in") throw new Error("Still asked to sign in after confirming");
    }
  }
  await goToCheckout(page, tally);
  await fillCheckout(page, tally);
  return placeOrder(page, tally);
}

async function main() {
  const { base, mailDir } = options();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const lookup = await browser.newPage();
    const productUrl = new URL(await advertisedProduct(lookup, base), base).href;
    await lookup.close();

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    watchRequests(page);
    const tally = new Tally(page);
    const orderNumber = await buyOnePiece(page, tally, productUrl, mailDir);
    const result = {
      taps: tally.taps,
      characters: tally.characters,
      mailboxRoundTrips: tally.mailboxRoundTrips,
      orderNumber,
      product: new URL(productUrl).pathname,
      landedOn: new URL(page.url()).pathname,
      steps: tally.steps,
    };
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
  }
}

await main();
