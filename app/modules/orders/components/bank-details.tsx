import type { ReactNode } from "react";
import type { ShopSettings } from "~/modules/settings/settings.schema";

/** The shop's bank account for a transfer: at checkout, and with the reference on the order's page. */
export function BankDetails({ bank, children }: { bank: ShopSettings["bank"]; children?: ReactNode }) {
  return (
    <dl className="mt-4 grid gap-2 rounded-2xl border border-line bg-cream p-4 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">Bank</dt>
      <dd>{bank.bankName}</dd>
      <dt className="font-semibold">Account title</dt>
      <dd>{bank.accountTitle}</dd>
      <dt className="font-semibold">Account number</dt>
      <dd>{bank.accountNumber}</dd>
      <dt className="font-semibold">IBAN</dt>
      <dd className="break-all">{bank.iban}</dd>
      {children}
    </dl>
  );
}
