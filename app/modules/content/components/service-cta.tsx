import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { useShopSettings } from "~/modules/settings/use-shop-settings";

/** The closing walnut band of a service page: a heading, a line of text, buttons and the shop's contacts. */
export function ServiceCta({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  const { phone, emails } = useShopSettings();
  return (
    <section className="px-5 py-20 sm:px-8 sm:py-24">
      <Container className="relative overflow-hidden rounded-[2rem] bg-walnut px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          className="pointer-events-none absolute -top-20 -left-20 size-72 rounded-full bg-brass/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-16 -bottom-24 size-80 rounded-full bg-terracotta/40 blur-3xl"
          aria-hidden="true"
        />
        <h2 className="relative text-3xl font-medium text-linen sm:text-5xl">{title}</h2>
        <p className="relative mx-auto mt-5 max-w-xl text-lg leading-relaxed text-linen/85">{text}</p>
        <div className="relative mt-10 flex flex-wrap justify-center gap-3">{children}</div>
        <p className="relative mt-10 flex flex-col items-center justify-center gap-3 text-sm text-linen/85 sm:flex-row sm:gap-6">
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex items-center gap-2 hover:text-brass-light"
          >
            <Phone className="size-4 text-brass-light" aria-hidden="true" />
            <span className="sr-only">Call us on </span>
            {phone}
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
      </Container>
    </section>
  );
}
