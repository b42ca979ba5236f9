import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export function ConsultationCta() {
  return (
    <section className="px-5 pb-20 sm:px-8 sm:pb-24">
      <Container className="relative overflow-hidden rounded-[2rem] bg-walnut px-6 py-16 text-center sm:px-12 sm:py-20">
        <div
          className="pointer-events-none absolute -top-20 -left-20 size-72 rounded-full bg-brass/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-16 -bottom-24 size-80 rounded-full bg-terracotta/40 blur-3xl"
          aria-hidden="true"
        />
        <h2 className="relative text-3xl font-medium text-linen sm:text-5xl">Ready to Transform Your Space?</h2>
        <p className="relative mx-auto mt-5 max-w-xl text-lg text-linen/85">
          Schedule a free consultation with our design experts and bring your vision to life.
        </p>
        <div className="relative mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/contact?subject=consultation" variant="light" size="lg">
            Schedule Consultation
          </ButtonLink>
          <ButtonLink to="/projects" variant="outline-light" size="lg">
            View Portfolio
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
