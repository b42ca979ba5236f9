import { z } from "zod";

/**
 * The shop's identity. Every page reads it from here; nothing hard-codes it.
 * Defaults are deliberately placeholders (.example addresses, a 0000 phone
 * number) for the owner to replace in the admin settings.
 */
export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(80).default("Shahkaar Interiors"),
  tagline: z
    .string()
    .trim()
    .min(1)
    .max(240)
    .default("Exquisite furniture and bespoke interior design for Pakistan's most discerning clientele."),
  phone: z.string().trim().min(5).max(40).default("+92 42 0000 0000"),
  whatsapp: z.string().trim().max(40).default("+92 300 0000000"),
  emails: z
    .object({
      general: z.email().default("hello@shahkaar.example"),
      sales: z.email().default("sales@shahkaar.example"),
      support: z.email().default("support@shahkaar.example"),
    })
    .prefault({}),
  address: z
    .object({
      line1: z.string().trim().min(1).default("Plot 00, Main Boulevard, Gulberg III"),
      city: z.string().trim().min(1).default("Lahore"),
      region: z.string().trim().min(1).default("Punjab"),
      country: z.string().trim().min(1).default("Pakistan"),
    })
    .prefault({}),
  factoryOutlet: z.string().trim().default("Factory Outlet, Plot 00, Sundar Industrial Estate, Raiwind Road, Lahore"),
  businessHours: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).default([
    { days: "Mon-Fri", hours: "9 AM-8 PM" },
    { days: "Sat", hours: "10 AM-6 PM" },
    { days: "Sun", hours: "12 PM-5 PM" },
  ]),
  social: z
    .object({
      facebook: z.url().default("https://facebook.example/shahkaar"),
      instagram: z.url().default("https://instagram.example/shahkaar"),
      twitter: z.url().default("https://twitter.example/shahkaar"),
      linkedin: z.url().default("https://linkedin.example/company/shahkaar"),
      whatsapp: z.url().default("https://wa.example/923000000000"),
    })
    .prefault({}),
  bank: z
    .object({
      bankName: z.string().trim().default("Example Bank Limited"),
      accountTitle: z.string().trim().default("Shahkaar Interiors (Pvt) Ltd"),
      accountNumber: z.string().trim().default("0000-0000000000"),
      iban: z.string().trim().default("PK00EXMP0000000000000000"),
    })
    .prefault({}),
  splashEnabled: z.boolean().default(true),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const defaultShopSettings: ShopSettings = shopSettingsSchema.parse({});
