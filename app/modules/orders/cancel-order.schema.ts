import { z } from "zod";

/** The profile's "Cancel order" button: the order is named by its id, the customer by the session. */
export const cancelOrderSchema = z.object({
  intent: z.literal("cancel-order"),
  orderId: z.uuid({ message: "Order not found." }),
});
