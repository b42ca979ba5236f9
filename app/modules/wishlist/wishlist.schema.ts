import { z } from "zod";

export const wishlistIntentSchema = z.object({
  intent: z.enum(["add", "remove"], { error: "Unknown wishlist action." }),
  productId: z.uuid("That product does not exist."),
});
