import Banknote from "lucide-react/icons/banknote";
import Landmark from "lucide-react/icons/landmark";
import { useState } from "react";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { cn } from "~/utils/cn";
import { BankDetails } from "./bank-details";
import { paymentLabels, type PaymentMethod } from "../order-status";

/** Cash on Delivery (the default) or bank transfer, whose details show when chosen. */
export function PaymentOptions({ bank, error }: { bank: ShopSettings["bank"]; error?: string }) {
  const [method, setMethod] = useState<PaymentMethod>("cod");
  const options: { value: PaymentMethod; icon: typeof Banknote; text: string }[] = [
    { value: "cod", icon: Banknote, text: "Pay in cash when your order is delivered." },
    {
      value: "bank_transfer",
      icon: Landmark,
      text: "Transfer to our bank account; we prepare your order once it arrives.",
    },
  ];
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-espresso">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, icon: Icon, text }) => (
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
              <span className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-walnut" aria-hidden="true" /> {paymentLabels[value]}
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
