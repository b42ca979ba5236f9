import { beforeAll, describe, expect, it } from "vitest";
import { handleAuth } from "~/modules/accounts/auth-action.server";
import { linkIn, mailsTo, pageRequest, registerCustomer, setupAccounts, thrownResponse } from "../setup/accounts";

/**
 * Back where you were: sign-up from a product, the cart or checkout sends a
 * confirmation link that returns there; only a same-site path is accepted.
 */
setupAccounts();

beforeAll(async () => {
  await registerCustomer({ email: "zara@example.com", password: "zara-password-1" });
});

describe("back where you were", () => {
  it("the confirmation mail of a sign-up from a product page brings the new customer back to it", async () => {
    const email = "hamid@example.com";
    await handleAuth(
      pageRequest("/auth", {
        form: {
          intent: "sign-up",
          fullName: "Hamid Raza",
          email,
          password: "hamid-password-1",
          redirectTo: "/furniture/ravi-l-shaped-sectional-sofa",
        },
      }),
    );
    const [mail] = await mailsTo(email, "verify-email");
    expect(linkIn(mail!.text)).toMatch(/callbackURL=%2Ffurniture%2Fravi-l-shaped-sectional-sofa$/);
  });

  it("another site as the return target becomes the home page, in the mail and after signing in", async () => {
    const email = "kiran@example.com";
    await handleAuth(
      pageRequest("/auth", {
        form: {
          intent: "sign-up",
          fullName: "Kiran",
          email,
          password: "kiran-password-1",
          redirectTo: "//evil.example",
        },
      }),
    );
    const [mail] = await mailsTo(email, "verify-email");
    expect(linkIn(mail!.text)).toMatch(/callbackURL=%2F$/);
    const response = await thrownResponse(() =>
      handleAuth(
        pageRequest("/auth", {
          form: { email: "zara@example.com", password: "zara-password-1", redirectTo: "https://evil.example/cart" },
        }),
      ),
    );
    expect(response.headers.get("Location")).toBe("/");
  });
});
