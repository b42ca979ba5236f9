import { describe, expect, it } from "vitest";
import { mailboxKey, phoneKey } from "./customer-identity";

describe("mailboxKey", () => {
  it("folds Gmail's dots, '+' tags and googlemail.com into one mailbox", () => {
    for (const variant of [
      "ayeshakhan@gmail.com",
      "Ayesha.Khan@Gmail.com",
      "a.y.e.s.h.a.khan+sofa@gmail.com",
      "ayesha.khan+2@googlemail.com",
      "  AyeshaKhan+Order.1@GOOGLEMAIL.COM ",
    ]) {
      expect(mailboxKey(variant), variant).toBe("ayeshakhan@gmail.com");
    }
  });

  it("drops a '+' tag at Outlook.com's domains but keeps their dots, and keeps the domains apart", () => {
    expect(mailboxKey("bilal.ahmed+shop@outlook.com")).toBe("bilal.ahmed@outlook.com");
    expect(mailboxKey("Bilal.Ahmed+x@Hotmail.com")).toBe("bilal.ahmed@hotmail.com");
    expect(mailboxKey("bilal+a+b@live.com")).toBe("bilal@live.com");
    expect(mailboxKey("bilalahmed@outlook.com")).not.toBe(mailboxKey("bilal.ahmed@outlook.com"));
    expect(mailboxKey("bilal@hotmail.com")).not.toBe(mailboxKey("bilal@outlook.com"));
  });

  it("drops Yahoo's '-keyword' but not a '+', and keeps its dots", () => {
    expect(mailboxKey("sana.mirza-furniture@yahoo.com")).toBe("sana.mirza@yahoo.com");
    expect(mailboxKey("sana.mirza+furniture@yahoo.com")).toBe("sana.mirza+furniture@yahoo.com");
    expect(mailboxKey("sanamirza@yahoo.com")).not.toBe(mailboxKey("sana.mirza@yahoo.com"));
  });

  it("takes any other domain as written, but for case and spaces", () => {
    expect(mailboxKey(" Zara.Malik+Work@Example.PK ")).toBe("zara.malik+work@example.pk");
    expect(mailboxKey("first-last@company.com.pk")).toBe("first-last@company.com.pk");
    // Only the listed domains: a look-alike or a subdomain is another provider.
    expect(mailboxKey("a.b+c@gmail.com.pk")).toBe("a.b+c@gmail.com.pk");
    expect(mailboxKey("a.b+c@mail.gmail.com")).toBe("a.b+c@mail.gmail.com");
  });

  it("splits at the first '@' and leaves text without one as it is", () => {
    expect(mailboxKey("a.b@c@gmail.com")).toBe("a.b@c@gmail.com");
    expect(mailboxKey("not-an-address")).toBe("not-an-address");
  });
});

describe("phoneKey", () => {
  it("gives the canonical +923XXXXXXXXX for every way a Pakistani mobile is written", () => {
    for (const variant of ["0300 1234567", "03001234567", "+92 300 1234567", "92-300-1234567", "0092 300 1234567"]) {
      expect(phoneKey(variant), variant).toBe("+923001234567");
    }
  });

  it("keeps anything else as typed, trimmed", () => {
    expect(phoneKey(" +44 20 7946 0000 ")).toBe("+44 20 7946 0000");
  });
});
