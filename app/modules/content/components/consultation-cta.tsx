import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { consultationPrices } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";

/**
 * 'Ready to Transform Your Space?': its button books a showroom visit, so the spec's 'free
 * consultation' stands while that visit is free (the settings' prices); otherwise the prices are named.
 */
export function ConsultationCta() {
  const { consultationFees } = useShopSettings();
  return (
    <CtaBand
      title="Ready to Transform Your Space?"
      text={
        consultationFees.showroom === 0
          ? "Schedule a free consultation with our design experts and bring your vision to life."
          : `Schedule a consultation with our design experts (${consultationPrices(consultationFees)}) and bring your vision to life.`
      }
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
