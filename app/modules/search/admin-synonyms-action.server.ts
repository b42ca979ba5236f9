import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { typedWords } from "~/modules/catalog/search-terms";
import { synonymText } from "~/modules/catalog/synonym-words";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { listSynonymGroups, removeSynonymGroup, saveSynonymGroup } from "./admin-synonyms.server";
import { listSearchMisses } from "./search-misses.server";
import { synonymGroupIdSchema, synonymGroupSchema } from "./synonym-group.schema";

/** GET /admin/search-words: every group of words that mean the same, and the searches that found nothing. */
export async function loadSynonymGroups(request: Request) {
  await requireAdmin(request);
  const [groups, misses] = await Promise.all([listSynonymGroups(), listSearchMisses()]);
  // From a search that found nothing ('Add words'): its words start the new group.
  const adding = typedWords(new URL(request.url).searchParams.get("add") ?? "").join(" ");
  return data(
    { groups, misses, start: adding ? `${adding} = ` : "" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const refused = (body: AdminActionResult, status: number) => data(body, { status });

/**
 * POST /admin/search-words (admins only): intent 'add' (a new group), 'save' (a group's words,
 * replaced whole) or 'remove'. A refused form keeps what was typed, with the reason beside it;
 * each saved change is in the audit log.
 */
export async function handleSynonymAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const intent = values.intent === "save" || values.intent === "remove" ? values.intent : "add";
  // The form a notice belongs to: the add form, or one group's.
  const formKey = intent === "add" ? "add" : (values.id ?? "");
  const id = intent === "add" ? null : synonymGroupIdSchema.safeParse(values);
  if (id && !id.success) {
    return refused({ intent: formKey, notice: failed("That group was not found: it may have been removed.") }, 404);
  }
  const groupId = id?.data.id ?? null;
  if (intent === "remove") {
    await removeSynonymGroup(groupId!, by);
    return { intent: formKey, notice: succeeded("The words were removed: search no longer treats them as one.") };
  }
  const parsed = synonymGroupSchema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please check the words.";
    return refused({ intent: formKey, notice: failed(message), errors: { words: message }, values }, 400);
  }
  const saved = await saveSynonymGroup(groupId, parsed.data.words, by);
  if (!saved.ok) {
    return refused(
      { intent: formKey, notice: failed(saved.message), errors: { words: saved.message }, values },
      saved.status,
    );
  }
  return {
    intent: formKey,
    notice: succeeded(`Saved: search finds each of ${synonymText(saved.group.words)} by any of them.`),
  } satisfies AdminActionResult;
}
