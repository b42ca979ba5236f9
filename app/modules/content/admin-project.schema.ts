import { z } from "zod";
import { fromImageEntries, imageListField, withImageEntries } from "~/modules/media/image-list";
import { formText, optionalText, requiredText } from "~/utils/form-fields";
import {
  projectCategories,
  projectSectors,
  projectStatuses,
  type ProjectCategory,
  type ProjectSector,
  type ProjectStatus,
} from "./projects";

const oneOf = <T extends string>(values: T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: () => message });

/** 'YYYY-MM-DD' of a real calendar day (2024-02-30 is refused). */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const MAX_PROJECT_IMAGES = 20;

/**
 * The Projects tab's add and edit form. Title is required (spec); category and
 * sector are the two fields of DECISIONS.md; a blank completion date means none.
 * Its pictures come from the gallery field (`images.<n>.url/alt`) and leave as
 * the two columns, `images` and `imageAlts`, in the order the admin set.
 */
export const projectFormSchema = z.preprocess(
  withImageEntries,
  z
    .object({
      title: requiredText(160, "Please enter the project's title."),
      description: optionalText(5000),
      location: optionalText(160),
      category: oneOf<ProjectCategory>(projectCategories, "Please choose a category."),
      sector: oneOf<ProjectSector>(projectSectors, "Please choose a sector."),
      status: oneOf<ProjectStatus>(projectStatuses, "Please choose a status."),
      images: imageListField(MAX_PROJECT_IMAGES, "project"),
      completionDate: formText
        .refine((value) => value === "" || isCalendarDate(value), { message: "Please enter a date, e.g. 2024-01-05." })
        .transform((value) => (value === "" ? null : value)),
    })
    .transform(({ images, ...project }) => ({ ...project, ...fromImageEntries(images) })),
);

export type ProjectInput = z.output<typeof projectFormSchema>;

export const projectIdSchema = z.object({ id: z.uuid() });
