import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useNotice } from "~/components/ui/toaster";

/**
 * Cancels a pending order of the signed-in customer after a confirmation.
 * Without JavaScript the form posts to the profile and the page reloads.
 */
export function CancelOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      action="/profile?tab=orders"
      onSubmit={(event) => {
        if (!window.confirm(`Cancel order #${number}? This cannot be undone.`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="cancel-order" />
      <input type="hidden" name="orderId" value={orderId} />
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Cancelling..." : "Cancel order"}
      </Button>
    </fetcher.Form>
  );
}
