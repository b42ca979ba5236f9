import { succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { refuse } from "./content-refusal";
import type { FormValues } from "./home-content-form";
import { partnerIdSchema, partnerOrderSchema, partnerSchema } from "./partner.schema";
import { addPartner, removePartner, reorderPartners } from "./partners.server";

// "delete" is what the admin kit's delete dialog posts (the only thing this page deletes is a partner).
const PARTNER_INTENTS = ["partner-add", "delete", "partners-order"] as const;
type PartnerIntent = (typeof PARTNER_INTENTS)[number];

export const isPartnerIntent = (intent: string | undefined): intent is PartnerIntent =>
  PARTNER_INTENTS.includes(intent as PartnerIntent);

/**
 * The partners' logos on /admin/content: add one, remove one, or put them in a new order. Each
 * is safe to post twice: the same partner is not added twice, a partner already removed is
 * reported as gone, and an order is the whole list (posting it again changes nothing).
 */
export function handlePartnerAction(intent: PartnerIntent, values: FormValues, by: AuditActor) {
  if (intent === "partner-add") return add(values, by);
  if (intent === "delete") return remove(values, by);
  return reorder(values, by);
}

async function add(values: FormValues, by: AuditActor) {
  const parsed = partnerSchema.safeParse({
    name: values.name ?? "",
    industry: values.industry ?? "",
    logoUrl: values.logoUrl ?? "",
  });
  if (!parsed.success) {
    return refuse(
      "partner-add",
      "Partner not added. Please correct the fields marked below.",
      values,
      fieldErrors(parsed.error),
    );
  }
  const result = await db().transaction(async (tx) => {
    const added = await addPartner(parsed.data, tx);
    if (added.outcome === "added") {
      await recordAudit(
        by,
        {
          action: "content.partner-added",
          target: { type: "partner", id: added.id, label: parsed.data.name },
          changes: { partner: { before: null, after: parsed.data } },
        },
        tx,
      );
    }
    return added.outcome;
  });
  if (result === "added") sharedPagesChanged("content");
  if (result === "name-taken") {
    return refuse("partner-add", "Partner not added.", values, {
      name: "There is already a partner of that name: remove it first, or use another name.",
    });
  }
  return {
    intent: "partner-add",
    notice: succeeded(
      result === "added" ? `${parsed.data.name} added to the partners.` : `${parsed.data.name} is already a partner.`,
    ),
  } satisfies AdminActionResult;
}

async function remove(values: FormValues, by: AuditActor) {
  const id = partnerIdSchema.safeParse(values.id);
  if (!id.success) return refuse("delete", id.error.issues[0]!.message, values);
  const name = await db().transaction(async (tx) => {
    const removed = await removePartner(id.data, tx);
    if (removed !== null) {
      await recordAudit(
        by,
        { action: "content.partner-removed", target: { type: "partner", id: id.data, label: removed } },
        tx,
      );
    }
    return removed;
  });
  if (name !== null) sharedPagesChanged("content");
  return {
    intent: "delete",
    notice: succeeded(name === null ? "That partner was already removed." : `${name} removed from the partners.`),
  } satisfies AdminActionResult;
}

async function reorder(values: FormValues, by: AuditActor) {
  const order = partnerOrderSchema.safeParse(values.order);
  if (!order.success) return refuse("partners-order", order.error.issues[0]!.message, values);
  const result = await db().transaction(async (tx) => {
    const saved = await reorderPartners(order.data, tx);
    if (saved.outcome === "saved" && saved.before.join("\n") !== saved.after.join("\n")) {
      await recordAudit(
        by,
        {
          action: "content.partners-reordered",
          target: { type: "partner", label: "Partners' order" },
          changes: { order: { before: saved.before, after: saved.after } },
        },
        tx,
      );
    }
    return saved;
  });
  if (result.outcome === "saved") sharedPagesChanged("content");
  if (result.outcome === "stale") {
    const text = "The partners changed in the meantime: the list now shows them as they are. Please move again.";
    return refuse("partners-order", text, values, {}, 409);
  }
  return { intent: "partners-order", notice: succeeded("Partners' order saved.") } satisfies AdminActionResult;
}
