import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deliveryPolicies } from "~/db/schema";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryPolicySchema } from "./delivery-policy.schema";
import { demoDeliveryPolicy } from "./demo-delivery-policy";

type Reader = Pick<ReturnType<typeof db>, "select">;
type Writer = Pick<ReturnType<typeof db>, "insert">;

/**
 * The shop's delivery policy, read by /shipping, checkout and placing an order: one
 * primary-key lookup. No row (a shop that never edited it) is the demo policy. A stored value
 * that no longer passes the schema (edited by hand in the database) also falls back to the demo
 * policy rather than charging from figures nobody checked.
 */
export async function getDeliveryPolicy(executor: Reader = db()): Promise<DeliveryPolicy> {
  const [row] = await executor
    .select({ value: deliveryPolicies.value })
    .from(deliveryPolicies)
    .where(eq(deliveryPolicies.id, 1));
  if (!row) return demoDeliveryPolicy;
  const parsed = deliveryPolicySchema.safeParse(row.value);
  return parsed.success ? parsed.data : demoDeliveryPolicy;
}

/** Validates and stores the policy; pass a transaction to save it with its audit entry. */
export async function saveDeliveryPolicy(input: unknown, executor: Writer = db()): Promise<DeliveryPolicy> {
  const value = deliveryPolicySchema.parse(input);
  await executor
    .insert(deliveryPolicies)
    .values({ id: 1, value })
    .onConflictDoUpdate({ target: deliveryPolicies.id, set: { value, updatedAt: new Date() } });
  return value;
}

/** Whether the owner has saved a policy of their own (until then checkout charges the demo's). */
export async function isDeliveryPolicySaved(executor: Reader = db()): Promise<boolean> {
  const [row] = await executor
    .select({ id: deliveryPolicies.id })
    .from(deliveryPolicies)
    .where(eq(deliveryPolicies.id, 1));
  return Boolean(row);
}
