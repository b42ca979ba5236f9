import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { CtaBand } from "~/components/ui/cta-band";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { telHref } from "~/utils/contact-links";

/** The closing band of a service page: the shared CTA band plus the shop's phone and sales e-mail. */
export function ServiceCta({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  const { emails } = useShopSettings();
  const printed = useShopPhones();
  return (
    <CtaBand
      title={title}
      text={text}
      className="px-5 py-20 sm:px-8 sm:py-24"
      footer={
        <p className="flex flex-col items-center justify-center gap-3 text-sm text-linen/85 sm:flex-row sm:gap-6">
          <a href={telHref(printed.phone)} className="inline-flex items-center gap-2 hover:text-brass-light">
            <Phone className="size-4 text-brass-light" aria-hidden="true" />
            <span className="sr-only">Call us on </span>
            {printed.phone}
          </a>
          <a
            href={`mailto:${emails.sales}`}
            className="inline-flex items-center gap-2 break-all hover:text-brass-light"
          >
            <Mail className="size-4 text-brass-light" aria-hidden="true" />
            <span className="sr-only">E-mail us at </span>
            {emails.sales}
          </a>
        </p>
      }
    >
      {children}
    </CtaBand>
  );
}
