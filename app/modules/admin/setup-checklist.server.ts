import { countActiveDemoProducts } from "~/modules/catalog/demo-products.server";
import { isDeliveryPolicySaved } from "~/modules/delivery/delivery-policy.server";
import { mailServerConfigured } from "~/modules/mail/transport.server";
import { countShopUploads } from "~/modules/media/media-store.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { readCompanyContent } from "~/modules/content/company-content.server";
import { demoInventions } from "~/modules/content/demo-inventions";
import { getHomeContent } from "~/modules/content/home-content.server";
import { isDemoPartnerLogo, listPartners } from "~/modules/content/partners.server";
import { setupSteps } from "./setup-checklist";

/** The checklist for this admin, each step read from the module that owns its data. */
export async function loadSetupChecklist(admin: { twoFactorEnabled: boolean }) {
  const [
    settings,
    deliveryPolicySaved,
    activeDemoProducts,
    uploadedPictures,
    { content: company, ownSections },
    home,
    partners,
  ] = await Promise.all([
    getShopSettings(),
    isDeliveryPolicySaved(),
    countActiveDemoProducts(),
    countShopUploads(),
    readCompanyContent(),
    getHomeContent(),
    listPartners(),
  ]);
  return setupSteps({
    settings,
    deliveryPolicySaved,
    mailServerConfigured: mailServerConfigured(),
    activeDemoProducts,
    demoInventions: demoInventions({
      foundedYear: settings.foundedYear,
      ownSections,
      company,
      homeStats: home.stats,
      demoPartners: partners.filter((partner) => isDemoPartnerLogo(partner.logoUrl)).length,
    }),
    uploadedPictures,
    adminHasTwoFactor: admin.twoFactorEnabled,
  });
}
