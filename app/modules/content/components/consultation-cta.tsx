import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";

export function ConsultationCta() {
  return (
    <CtaBand
      title="Ready to Transform Your Space?"
      text="Schedule a free consultation with our design experts and bring your vision to life."
    >
      <ButtonLink to="/consultations?type=showroom" variant="light" size="lg">
        Schedule Consultation
      </ButtonLink>
      <ButtonLink to="/projects" variant="outline-light" size="lg">
        View Portfolio
      </ButtonLink>
    </CtaBand>
  );
}
