// One format everywhere (issue 33): dates 'Jan 05, 2024' with the year always shown (delivery
// windows too), times 24-hour HH:mm, amounts 'PKR 1,000', the shop's own phone numbers shown like
// customers'. The app's source is scanned for texts built past the shop's formatters
// (app/utils/shop-time.ts, money.ts, phone.ts); the rules are in ./format-rules.ts.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appSourceFiles, FORMAT_RULES, findingsIn, readSource, type Finding } from "./format-rules";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Defects in files that other work owns while this guard lands (issue 33, part 8): excused here,
 * one entry per file and rule, so that the guard holds for everything else. Each entry is checked
 * to still be needed: once its file is fixed, the last test fails until the entry is removed.
 */
const KNOWN_ELSEWHERE: readonly { file: string; rule: string; fix: string }[] = [];

const isKnown = (finding: Finding) =>
  KNOWN_ELSEWHERE.some((known) => known.file === finding.file && known.rule === finding.rule);

const rule = (id: string) => [FORMAT_RULES.find((candidate) => candidate.id === id)!];
const caught = (id: string, code: string, file = "app/modules/probe/probe.tsx") =>
  findingsIn(file, code, rule(id)).length > 0;

describe("each format rule bites, and lets the right form pass", () => {
  it.each([
    [
      "date-format-outside-shop-time",
      'const f = new Intl.DateTimeFormat("en-GB", { day: "numeric" });',
      "formatShopDate(day)",
    ],
    ["date-format-outside-shop-time", "new Date(at).toLocaleDateString()", "formatShopDateTime(at)"],
    ["twelve-hour-clock", '{ hour: "numeric", hour12: true }', '{ hourCycle: "h23" }'],
    ["twelve-hour-clock", 'format(at, "h:mm a")', 'format(at, "HH:mm")'],
    ["year-stripped-from-date", 'formatShopDate(by).replace(/, \\d{4}$/, "")', "formatShopDate(by)"],
    ["year-stripped-from-date", "formatShopDate(by).slice(0, 6)", "formatShopDateRange(from, to)"],
    ["yearless-day-outside-charts", "<p>Sent {formatShopAxisDay(at)}</p>", "<p>Sent {formatShopDate(at)}</p>"],
    ["month-names-by-hand", 'const MONTHS = ["Jan", "Feb", "Mar"];', 'const SIZES = ["S", "M"];'],
    ["date-written-by-hand", 'label: "1 November 2026"', 'label: "Nov 01, 2026"'],
    ["date-written-by-hand", "Updated November 1, 2026.", "Updated Nov 01, 2026."],
    ["date-and-time-joined-by-hand", "`${formatShopDate(at)} ${formatShopTime(at)}`", "formatShopDateTime(at)"],
    ["rupee-sign", "<p>Only ₨ {rupees(price)}</p>", 'From <span className="font-rupee">₨</span> {rupees(price)}'],
    ["rs-amount", "`Rs. ${total}`", "formatPrice(total)"],
    ["rs-amount", "<p>Rs 5,000</p>", "<p>PKR 5,000</p>"],
    ["pkr-built-by-hand", "`Place Order - PKR ${rupees(total)}`", "`Place Order - ${formatPrice(total)}`"],
    [
      "pkr-built-by-hand",
      "<span>PKR {quote.total}</span>",
      '<span>{formatPrice(quote.total)}</span>, label="Price (PKR)"',
    ],
    ["money-outside-money-ts", 'quote.total.toLocaleString("en-US")', 'count.toLocaleString("en-US")'],
    ["money-outside-money-ts", 'line.unitPrice.toLocaleString("en-US")', "rupees(line.unitPrice)"],
    [
      "shop-phone-unformatted",
      "<a href={telHref(settings.phone)}>{settings.phone}</a>",
      "<a href={telHref(settings.phone)}>{formatPhone(settings.phone)}</a>",
    ],
    ["shop-phone-unformatted", "`call us on ${shop.phone}`", "`call us on ${formatPhone(shop.phone)}`"],
    ["shop-phone-unformatted", "<Aside phone={settings.phone} />", "<Aside phone={formatPhone(settings.phone)} />"],
    [
      "shop-phone-unformatted-from-hook",
      "const { phone } = useShopSettings();\nreturn <Card phone={phone} />;",
      "const { phone } = useShopSettings();\nreturn <Card phone={formatPhone(phone)} />;",
    ],
    [
      "shop-phone-unformatted-from-hook",
      "const { whatsapp } = useShopSettings();\nreturn <p>WhatsApp {whatsapp}</p>;",
      "const { whatsapp } = useShopSettings();\nreturn <WhatsAppContact phone={whatsapp} />;",
    ],
  ])("%s: catches %j, passes %j", (id, bad, good) => {
    expect(caught(id, bad)).toBe(true);
    expect(caught(id, good)).toBe(false);
  });

  it("reads no comment: a note may quote any form", () => {
    expect(caught("rs-amount", "// was 'Rs 5,000' before issue 33\nconst x = 1;")).toBe(false);
    expect(caught("date-written-by-hand", "/** '5 January 2024 at 14:30' was the old form. */")).toBe(false);
  });

  it("lets the formatter's own file build its format", () => {
    expect(caught("pkr-built-by-hand", "return `PKR ${rupees(amount)}`;", "app/utils/money.ts")).toBe(false);
    expect(caught("date-format-outside-shop-time", "new Intl.DateTimeFormat('en-US')", "app/utils/shop-time.ts")).toBe(
      false,
    );
  });
});

describe("the app's source", () => {
  const files = appSourceFiles(root);
  const findings = files.flatMap((file) => findingsIn(file, readSource(root, file)));

  it("is scanned whole", () => {
    expect(files).toContain("app/utils/shop-time.ts");
    expect(files).toContain("server/app.ts");
    expect(files.some((file) => file.endsWith(".test.ts"))).toBe(false);
  });

  it("builds every date, time, amount and shop phone number through the shop's formatters", () => {
    const fixText = (id: string) => FORMAT_RULES.find((candidate) => candidate.id === id)!.fix;
    const broken = findings
      .filter((finding) => !isKnown(finding))
      .map(
        (finding) => `${finding.file}:${finding.line} [${finding.rule}] ${finding.text} -> ${fixText(finding.rule)}`,
      );
    expect(broken).toEqual([]);
  });

  it("KNOWN_ELSEWHERE lists only defects that are still there (remove an entry once its file is fixed)", () => {
    const stale = KNOWN_ELSEWHERE.filter(
      (known) => !findings.some((finding) => finding.file === known.file && finding.rule === known.rule),
    ).map((known) => `${known.file} [${known.rule}]`);
    expect(stale).toEqual([]);
  });
});
