import { Form, Link, useNavigation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-panel";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { PlaceholderField } from "~/modules/settings/shop-placeholders";
import { PREVIEW_NOTICE } from "~/components/layout/preview-notice";
import type { ShopOpeningAnswer } from "../shop-opening-action.server";

const link = "font-semibold text-walnut underline underline-offset-4";

interface Opening {
  open: boolean;
  left: PlaceholderField[];
  testOrders: number;
}

/**
 * The checklist's last step: open the shop once the contact and bank details are the owner's,
 * or take it back to a preview. A plain form, so that it works before the page's scripts run;
 * the server decides (a refusal lists what is left).
 */
export function ShopOpening({ opening, answer }: { opening: Opening; answer?: ShopOpeningAnswer }) {
  const busy = useNavigation().state === "submitting";
  // After a refusal the server's list is the one that counts (the page's may be older).
  const left = answer?.left ?? opening.left;
  return (
    <AdminPanel title={opening.open ? "Your shop is open" : "Open the shop"}>
      <div className="grid gap-5" data-testid="shop-opening" data-open={opening.open}>
        {answer && (
          <Notice tone={answer.tone} title={answer.tone === "error" ? "Not opened" : "Done"}>
            {answer.text}
            {answer.left && <PlaceholderList fields={answer.left} />}
          </Notice>
        )}
        {opening.open ? (
          <>
            <p className="text-muted">
              Buyers see your shop without the preview notice, and orders are real orders. Return to preview to try
              something out: every page says &lsquo;{PREVIEW_NOTICE}&rsquo; again and new orders are test orders (those
              already placed stay real).
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="preview" />
              <Button type="submit" variant="outline" disabled={busy}>
                Return to preview
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p className="text-muted">
              Your shop is a preview: every page says &lsquo;{PREVIEW_NOTICE}&rsquo;, and orders are marked as test
              orders (badged here, in their mails and on their invoices, and left out of analytics). Buyers can still
              order as usual.
            </p>
            {left.length > 0 && !answer?.left && (
              <div className="text-sm">
                <p className="font-semibold">Still the demo&rsquo;s placeholders:</p>
                <PlaceholderList fields={left} />
              </div>
            )}
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="open" />
              {opening.testOrders > 0 && (
                <label className="flex items-start gap-3 rounded-xl border border-line bg-ivory p-4">
                  <input
                    type="checkbox"
                    name="deleteTestOrders"
                    defaultChecked
                    className="mt-0.5 size-5 shrink-0 accent-walnut"
                  />
                  <span>
                    <span className="block font-semibold">
                      Delete the {opening.testOrders} test order{opening.testOrders === 1 ? "" : "s"}
                    </span>
                    <span className="block text-sm text-muted">
                      Their stock is for sale again. Untick to keep them, still marked as test orders.
                    </span>
                  </span>
                </label>
              )}
              <div>
                <Button type="submit" disabled={busy}>
                  Open the shop
                </Button>
              </div>
            </Form>
          </>
        )}
      </div>
    </AdminPanel>
  );
}

function PlaceholderList({ fields }: { fields: PlaceholderField[] }) {
  return (
    <>
      <ul className="mt-2 list-disc pl-5" data-testid="placeholders-left">
        {fields.map((field) => (
          <li key={field.field}>{field.label}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/admin/settings" className={link}>
          Edit them in Settings
        </Link>
      </p>
    </>
  );
}
