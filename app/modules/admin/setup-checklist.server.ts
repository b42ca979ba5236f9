import { countActiveDemoProducts } from "~/modules/catalog/demo-products.server";
import { isDeliveryPolicySaved } from "~/modules/delivery/delivery-policy.server";
import { mailServerConfigured } from "~/modules/mail/transport.server";
import { countShopUploads } from "~/modules/media/media-store.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { setupSteps } from "./setup-checklist";

/** The checklist for this admin, each step read from the module that owns its data. */
export async function loadSetupChecklist(admin: { twoFactorEnabled: boolean }) {
  const [settings, deliveryPolicySaved, activeDemoProducts, uploadedPictures] = await Promise.all([
    getShopSettings(),
    isDeliveryPolicySaved(),
    countActiveDemoProducts(),
    countShopUploads(),
  ]);
  return setupSteps({
    settings,
    deliveryPolicySaved,
    mailServerConfigured: mailServerConfigured(),
    activeDemoProducts,
    uploadedPictures,
    adminHasTwoFactor: admin.twoFactorEnabled,
  });
}
