import { requireAdmin } from "~/modules/accounts/session.server";
import { OrderDeliveryNote } from "~/modules/orders/components/order-delivery-note";
import paperStyles from "~/modules/orders/components/order-paper.css?url";
import { loadDeliveryNote, type DeliveryNoteData } from "~/modules/orders/order-documents.server";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import type { Route } from "./+types/order-delivery-note";

// A sheet of paper: the root leaves out the shop's header and footer, and this route sits outside the admin frame.
export const handle: PageChromeHandle = { chrome: "paper" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paperStyles }];

// The title is the file name a browser suggests for 'Save as PDF'.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Delivery note ${loaderData.order.number} - ${loaderData.shop.name}` : "Delivery note" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadDeliveryNote(params.orderId);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminOrderDeliveryNote({ loaderData }: Route.ComponentProps) {
  return <OrderDeliveryNote note={loaderData as DeliveryNoteData} />;
}
