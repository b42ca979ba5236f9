import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import { useEffect, useRef, useState } from "react";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminDeleteLink } from "~/components/admin/admin-delete-dialog";
import { AdminEmpty } from "~/components/admin/admin-panel";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { AdminPictureField } from "./admin-picture-field";

export interface AdminPartner {
  id: string;
  name: string;
  industry: string;
  logoUrl: string;
}

/** The whole list's ids with one partner moved by one place: what an up or down button posts. */
const movedOrder = (partners: AdminPartner[], index: number, by: -1 | 1) => {
  const ids = partners.map((partner) => partner.id);
  [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
  return ids.join(",");
};

const iconButton =
  "grid size-9 place-items-center rounded-full border border-line text-walnut transition-colors hover:bg-cream disabled:opacity-40 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brass/40";

/**
 * The partners' logos in their order on the home page. Up and down post the whole new order
 * (so a repeated post changes nothing); after a move the focus follows the partner moved.
 */
function PartnerList({ partners, outcome }: { partners: AdminPartner[]; outcome?: AdminActionResult }) {
  const { fetcher } = useAdminForm("partners-order", outcome, { resetOnSuccess: false });
  const listRef = useRef<HTMLOListElement>(null);
  // The partner just moved: a ref, as it only steers the focus once the list is drawn again.
  const movedRef = useRef<{ id: string; direction: "up" | "down" } | null>(null);

  useEffect(() => {
    const moved = movedRef.current;
    if (!moved || fetcher.state !== "idle") return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-partner="${moved.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    // At the top or bottom the same button is disabled: the other one keeps the focus in the row.
    (same && !same.disabled ? same : row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
    movedRef.current = null;
  }, [fetcher.state, partners]);

  if (partners.length === 0) return <AdminEmpty>No partners yet: the home page leaves their logos out.</AdminEmpty>;
  return (
    <fetcher.Form method="post" aria-label="Partners' order">
      <input type="hidden" name="intent" value="partners-order" />
      <ol ref={listRef} className="divide-y divide-line rounded-2xl border border-line">
        {partners.map((partner, index) => (
          <li key={partner.id} data-partner={partner.id} className="flex items-center gap-3 px-3 py-2 sm:gap-4 sm:px-4">
            <span className="w-6 text-right text-sm text-muted tabular-nums">{index + 1}</span>
            <img
              src={partner.logoUrl}
              alt=""
              width={96}
              height={40}
              loading="lazy"
              className="h-10 w-24 object-contain"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{partner.name}</span>
              <span className="block truncate text-sm text-muted">{partner.industry}</span>
            </span>
            <button
              type="submit"
              name="order"
              value={index > 0 ? movedOrder(partners, index, -1) : ""}
              disabled={index === 0 || fetcher.state !== "idle"}
              data-move="up"
              aria-label={`Move ${partner.name} up`}
              onClick={() => (movedRef.current = { id: partner.id, direction: "up" })}
              className={iconButton}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="submit"
              name="order"
              value={index < partners.length - 1 ? movedOrder(partners, index, 1) : ""}
              disabled={index === partners.length - 1 || fetcher.state !== "idle"}
              data-move="down"
              aria-label={`Move ${partner.name} down`}
              onClick={() => (movedRef.current = { id: partner.id, direction: "down" })}
              className={iconButton}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <AdminDeleteLink to={`/admin/content?delete=${partner.id}#partners`} label={`Remove ${partner.name}`} />
          </li>
        ))}
      </ol>
    </fetcher.Form>
  );
}

/** Adds a partner at the end of the list: name, industry, and the logo by upload or address. */
function AddPartnerForm({ outcome }: { outcome?: AdminActionResult }) {
  // A new key after each partner added: the logo field (which keeps its own state) starts empty again.
  const [key, setKey] = useState(0);
  const { fetcher, formRef, errors, values, busy } = useAdminForm("partner-add", outcome, {
    onSuccess: () => setKey((current) => current + 1),
  });
  const [uploading, setUploading] = useState(false);
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Add a partner"
    >
      <input type="hidden" name="intent" value="partner-add" />
      <Field label="Partner's name" required maxLength={80} {...field("name")} />
      <Field label="Industry" required maxLength={40} hint="Restaurant, fashion, retail…" {...field("industry")} />
      <AdminPictureField key={key} label="Logo" {...field("logoUrl")} onBusyChange={setUploading} />
      <div>
        <Button type="submit" disabled={busy || uploading}>
          <Plus className="size-4" aria-hidden="true" />
          {busy ? "Adding…" : "Add partner"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function PartnersSection({ partners, outcome }: { partners: AdminPartner[]; outcome?: AdminActionResult }) {
  return (
    <section
      id="partners"
      aria-labelledby="partners-heading"
      className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7"
    >
      <h2 id="partners-heading" className="text-2xl font-medium">
        Partners
      </h2>
      <p className="mt-1 text-sm text-muted">
        The logos under 'Trusted by World-Class Design Leaders', in this order. Changes here are saved at once.
      </p>
      <div className="mt-6 grid gap-8">
        <PartnerList partners={partners} outcome={outcome} />
        <div>
          <h3 className="mb-4 text-lg font-medium">Add a partner</h3>
          <AddPartnerForm outcome={outcome} />
        </div>
      </div>
    </section>
  );
}
