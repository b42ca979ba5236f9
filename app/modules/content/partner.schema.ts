import { z } from "zod";
import { pictureUrl, plainLine } from "./home-content.schema";

/** A partner added in /admin/content: its name (shown as the logo's text), industry and logo. */
export const partnerSchema = z.object({
  name: plainLine(80, "partner's name"),
  industry: plainLine(40, "industry"),
  logoUrl: pictureUrl,
});

export type PartnerInput = z.output<typeof partnerSchema>;

/** The new order of the partners: every partner's id, once each, comma-separated. */
export const partnerOrderSchema = z
  .string({ error: "That order was not understood. Please reload the page and try again." })
  .transform((value) => value.split(",").map((id) => id.trim()))
  .pipe(
    z
      .array(z.uuid("That order was not understood. Please reload the page and try again."))
      .min(1)
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, "That order names a partner twice."),
  );

export const partnerIdSchema = z.uuid("That partner was not found. Please reload the page.");
