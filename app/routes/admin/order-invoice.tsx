import { requireAdmin } from "~/modules/accounts/session.server";
import { OrderInvoice } from "~/modules/orders/components/order-invoice";
import paperStyles from "~/modules/orders/components/order-paper.css?url";
import { loadInvoice, type InvoiceData } from "~/modules/orders/order-documents.server";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import type { Route } from "./+types/order-invoice";

// A sheet of paper: the root leaves out the shop's header and footer, and this route sits outside the admin frame.
export const handle: PageChromeHandle = { chrome: "paper" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paperStyles }];

// The title is the file name a browser suggests for 'Save as PDF'.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Invoice ${loaderData.order.number} - ${loaderData.shop.name}` : "Invoice" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadInvoice(params.orderId);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminOrderInvoice({ loaderData }: Route.ComponentProps) {
  return <OrderInvoice invoice={loaderData as InvoiceData} />;
}
