import { z } from "zod";
import { imageListField, withImageEntries } from "~/modules/media/image-list";
import { formText, optionalText, requiredText } from "~/utils/form-fields";
import { slugify } from "~/utils/slug";

/**
 * The Categories tab's add form. Name is required (spec); a blank slug is made
 * from the name, and a typed one goes through the same rule, so what is saved
 * always works as /furniture/{slug}. Its one picture comes from the gallery
 * field (`images.0.url/alt`) and is stored as `imageUrl` and `imageAlt`.
 */
export const categoryFormSchema = z.preprocess(
  withImageEntries,
  z
    .object({
      name: requiredText(80, "Please enter the category's name."),
      description: optionalText(1000),
      slug: formText,
      images: imageListField(1, "category"),
    })
    .transform(({ images, ...input }, context) => {
      const slug = slugify(input.slug || input.name);
      if (!slug) {
        context.addIssue({
          code: "custom",
          path: ["slug"],
          message: "Please enter a slug with Latin letters or digits, e.g. living-room.",
        });
        return z.NEVER;
      }
      const [picture] = images;
      return { ...input, slug, imageUrl: picture?.url ?? null, imageAlt: picture?.alt || null };
    }),
);

export type CategoryInput = z.output<typeof categoryFormSchema>;

export const categoryIdSchema = z.object({ id: z.uuid() });
