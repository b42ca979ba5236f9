import type { DeliveryOptionId } from "../delivery-policy";
import { OPTION_NAMES } from "../delivery-policy-form";
import { DaysInput, PolicyGroup, PolicyTextArea } from "./policy-field";
import { fieldProps, PolicyCard, type PolicyFormState } from "./policy-card";

const ABOUT: Record<DeliveryOptionId, string> = {
  standard: "Charged as each zone says: free above its threshold, its Standard charge below.",
  express: "Its charge per zone is set with each zone above.",
  "white-glove": "Its charge per zone is set with each zone above.",
};

/** One of the three options (the set is fixed): its production time and what it includes. */
export function OptionFieldset({ id, index, state }: { id: DeliveryOptionId; index: number; state: PolicyFormState }) {
  const field = (key: string) => fieldProps(state, `options.${index}.${key}`);
  return (
    <PolicyCard legend={OPTION_NAMES[id]} description={ABOUT[id]}>
      <PolicyGroup
        legend="Production time, in calendar days"
        hint="Whole weeks show as weeks on /shipping: 14 to 28 days reads '2-4 weeks'."
      >
        <div className="grid max-w-sm grid-cols-2 gap-3">
          <DaysInput label="Shortest" {...field("leadDays.min")} />
          <DaysInput label="Longest" {...field("leadDays.max")} />
        </div>
      </PolicyGroup>
      <PolicyTextArea label="What's included" maxLength={500} {...field("included")} />
    </PolicyCard>
  );
}
