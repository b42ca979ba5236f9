import Truck from "lucide-react/icons/truck";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

/** The cart's word on delivery (cart-delivery-text.ts), with the way to each city's charge. */
export function CartDeliveryLine({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("flex gap-2 text-sm text-muted", className)} data-testid="cart-delivery">
      <Truck className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
      <span>
        <b className="font-semibold text-espresso">{text}.</b>{" "}
        <Link to="/shipping" className="font-semibold text-walnut underline underline-offset-4">
          Charges by city
        </Link>
      </span>
    </p>
  );
}
