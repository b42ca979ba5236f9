import { Link, useSearchParams } from "react-router";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";

/** After checkout the customer lands on / with ?placed=<number>: the spec's notice, the number and its tracking link. */
export function OrderPlacedNotice() {
  const [search] = useSearchParams();
  const number = search.get("placed");
  if (!number || !/^[0-9A-F]{8}$/.test(number)) return null;
  return (
    <Container className="pt-6">
      <Notice tone="success">
        Order placed successfully! You will receive a confirmation email shortly.{" "}
        <span className="block sm:inline">
          Your order number is <strong data-testid="placed-order-number">{number}</strong>.{" "}
          <Link to={`/track-order?order=${number}`} className="font-semibold text-walnut underline underline-offset-4">
            Track your order
          </Link>
        </span>
      </Notice>
    </Container>
  );
}
