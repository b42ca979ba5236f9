import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { signInAsAdmin } from "./support/admin";
import { placeGuestOrder } from "./support/guest-order";

/**
 * The invoice's tax line (issue 37, item 5): the owner enters the shop's NTN and STRN and says its
 * prices include sales tax; an order's invoice then prints both numbers and the tax its total
 * contains; cleared again, the invoice says nothing about tax. The settings are the whole shop's
 * record, so this runs once (the "once" project), and puts them back as they were.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function openInvoice(page: Page, email: string, number: string) {
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `View details of order #${number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Order #${number}` });
  const [invoice] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Invoice", exact: true }).click(),
  ]);
  await expect(invoice.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  return invoice;
}

async function saveTax(page: Page, tax: { ntn: string; strn: string; included: boolean }) {
  await page.goto("/admin/settings");
  await page.getByLabel("NTN (optional)", { exact: true }).fill(tax.ntn);
  await page.getByLabel("STRN (optional)", { exact: true }).fill(tax.strn);
  await page.getByLabel("Prices include sales tax").setChecked(tax.included);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." }).first()).toBeVisible();
}

test("a registered shop's invoice prints its NTN, STRN and the sales tax in its total", async ({
  page,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `tax-${Date.now()}@buyer.example`;
  const number = await placeGuestOrder(page.request, baseURL!, "khaddar-handloom-cushion-set", email);
  await signInAsAdmin(page);
  try {
    await saveTax(page, { ntn: "12345678", strn: "32-77-8761-234-56", included: true });
    const invoice = await openInvoice(page, email, number);
    await expect(invoice.getByText("NTN: 1234567-8")).toBeVisible();
    await expect(invoice.getByText("STRN: 3277876123456")).toBeVisible();
    const figure = (label: RegExp) => invoice.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    const total = rupees(await figure(/^Total( \(before delivery\))?$/).innerText());
    // 18 % contained in the total: the total less the total / 1.18, to the rupee.
    const tax = rupees(await figure(/^Sales tax included \(18%\)$/).innerText());
    expect(total).toBeGreaterThan(0);
    expect(tax).toBe(total - Math.round((total * 100) / 118));
    await checkA11y(invoice);
    await invoice.screenshot({ path: testInfo.outputPath("invoice-tax.png"), fullPage: true });
    await invoice.close();
  } finally {
    await saveTax(page, { ntn: "", strn: "", included: false });
  }
  const plain = await openInvoice(page, email, number);
  await expect(plain.getByText(/^NTN:/)).toHaveCount(0);
  await expect(plain.getByText(/Sales tax included/)).toHaveCount(0);
});
