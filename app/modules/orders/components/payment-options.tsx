import Banknote from "lucide-react/icons/banknote";
import Landmark from "lucide-react/icons/landmark";
import { useState } from "react";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { cn } from "~/utils/cn";
import { BankDetails } from "./bank-details";
import type { PaymentOptionWords } from "../advance-wording";
import { paymentLabels, type PaymentMethod } from "../order-status";

/**
 * Cash on Delivery (the default) or bank transfer, whose details show when chosen. Where the
 * advance rule applies, the cash option is named for what it is (`cashWithAdvance`): an advance
 * by bank transfer and the balance in cash, with the amounts.
 */
export function PaymentOptions({
  bank,
  cashWithAdvance = null,
  error,
}: {
  bank: ShopSettings["bank"];
  cashWithAdvance?: PaymentOptionWords | null;
  error?: string;
}) {
  const [method, setMethod] = useState<PaymentMethod>("cod");
  const cash = cashWithAdvance ?? { label: paymentLabels.cod, text: "Pay in cash when your order is delivered" };
  const options: { value: PaymentMethod; icon: typeof Banknote; label: string; text: string }[] = [
    { value: "cod", icon: Banknote, label: cash.label, text: `${cash.text}.` },
    {
      value: "bank_transfer",
      icon: Landmark,
      label: paymentLabels.bank_transfer,
      text: "Transfer to our bank account; we prepare your order once it arrives.",
    },
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-espresso">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, icon: Icon, label, text }) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-2xl border bg-linen p-4 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40",
              method === value ? "border-walnut shadow-soft" : "border-line hover:border-walnut/40",
            )}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="mt-1 size-4 accent-walnut"
            />
            <span>
              <span className="flex items-start gap-2 font-semibold">
                <Icon className="mt-1 size-4 shrink-0 text-walnut" aria-hidden="true" /> {label}
              </span>
              <span className="mt-1 block text-sm text-muted">{text}</span>
            </span>
          </label>
        ))}
      </div>
      {method === "bank_transfer" && (
        <BankDetails bank={bank}>
          <dd className="text-muted sm:col-span-2">Please put your order number in the transfer reference.</dd>
        </BankDetails>
      )}
      {error && <p className="mt-2 text-sm font-medium text-terracotta">{error}</p>}
    </fieldset>
  );
}
