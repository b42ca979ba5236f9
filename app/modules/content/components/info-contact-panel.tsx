import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Phone from "lucide-react/icons/phone";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { allFree, consultationPrices } from "~/modules/settings/consultation-fees";
import type { Position } from "../company-content.schema";
import { mailtoHref, telHref } from "~/utils/contact-links";

/** A highlighted panel at the top of the contact page for visitors who arrive with a purpose (?subject=…). */
export function InfoContactPanel({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="pt-12 sm:pt-16">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-walnut px-6 py-10 text-linen shadow-lift sm:px-12 sm:py-12">
          <div className="pointer-events-none absolute -top-24 -right-16 size-[26rem] glow-brass" aria-hidden="true" />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-5">
              <span className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-linen/10 text-brass-light sm:grid">
                <Icon className="size-7" aria-hidden="true" />
              </span>
              <div className="max-w-2xl">
                <p className="text-xs font-bold tracking-[0.25em] text-brass-light uppercase">{eyebrow}</p>
                <h2 className="mt-2 text-2xl font-medium text-linen sm:text-3xl">{title}</h2>
                <div className="mt-3 leading-relaxed text-linen/85">{children}</div>
              </div>
            </div>
            <div className="flex flex-wrap gap-3 lg:shrink-0">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}

/**
 * What the contact page adds for visitors who arrive with a purpose: ?subject=consultation
 * (from "Schedule Consultation") or ?subject=careers, optionally with &position=<slug>.
 */
export function ContactIntentPanel({
  subject,
  position,
}: {
  subject: string | null;
  position?: Pick<Position, "title">;
}) {
  const settings = useShopSettings();
  const printed = useShopPhones();
  const { emails } = settings;
  if (subject === "consultation") {
    const free = allFree(settings.consultationFees);
    return (
      <InfoContactPanel
        icon={Phone}
        eyebrow={free ? "Free design consultation" : "Design consultation"}
        title={free ? "Book your free design consultation" : "Book your design consultation"}
        actions={
          <>
            <ButtonLink to="/consultations" variant="light">
              Choose a time online
            </ButtonLink>
            <a href={telHref(settings.phone)} className={buttonClass({ variant: "outline-light" })}>
              Call {printed.phone}
            </a>
          </>
        }
      >
        Choose a free time online for the showroom, your home in Lahore or a video call, call us, or write below with a
        few words about your space, your city and your timeline. A designer gets back to you within 24 hours.
        {!free && ` A consultation is ${consultationPrices(settings.consultationFees)}.`}
      </InfoContactPanel>
    );
  }
  if (subject !== "careers") return null;
  const applicationSubject = position ? `Job application: ${position.title}` : "Job application";
  const applicationBody = `Name:\nPhone:\nPosition: ${position?.title ?? ""}\nYears of experience:\n\nPlease attach your CV and, if you have one, a portfolio.\n`;
  return (
    <InfoContactPanel
      icon={Briefcase}
      eyebrow="Careers"
      title={position ? `Apply for ${position.title}` : "Send us your resume"}
      actions={
        <>
          <a
            href={mailtoHref(emails.general, applicationSubject, applicationBody)}
            className={buttonClass({ variant: "light" })}
          >
            E-mail your application
          </a>
          <ButtonLink to="/careers" variant="outline-light">
            See open positions
          </ButtonLink>
        </>
      }
    >
      E-mail your CV to {emails.general} with the subject &ldquo;{applicationSubject}&rdquo;. Designers and craftsmen,
      please include a few photos of your work. We reply to every applicant within a week.
    </InfoContactPanel>
  );
}
