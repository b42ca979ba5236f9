import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders, productVariants, products, stockAlerts } from "~/db/schema";
import { variantLabelSql } from "~/modules/catalog/variant-sql.server";
import { lineName } from "~/modules/catalog/variants";

/** Pieces listed on the demand page: the most asked for first. */
export const DEMAND_ROWS = 100;
/** People listed under one piece, the longest-waiting first. */
export const DEMAND_PEOPLE = 200;

/** One variant's demand: who waits, who was mailed, who bought after the mail. */
export interface DemandRow {
  variantId: string;
  productId: string;
  name: string;
  sku: string;
  stock: number;
  /** Confirmed and not yet mailed. */
  waiting: number;
  /** Asked, not confirmed: not counted as demand, shown apart. */
  unconfirmed: number;
  sent: number;
  /** Of those mailed, how many ordered the variant afterwards (same address, order not cancelled). */
  bought: number;
  lastAsked: Date;
}

const waiting = sql<number>`count(*) filter (where ${stockAlerts.state} in ('waiting', 'due'))::int`;
const unconfirmed = sql<number>`count(*) filter (where ${stockAlerts.state} = 'unconfirmed')::int`;
const sent = sql<number>`count(${stockAlerts.sentAt})::int`;
const boughtAfter = sql<number>`count(*) filter (where ${stockAlerts.sentAt} is not null and exists (
  select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
   where ${orderItems.variantId} = ${stockAlerts.variantId} and ${orders.email} = ${stockAlerts.email}
     and ${orders.createdAt} >= ${stockAlerts.sentAt} and ${orders.status} <> 'cancelled'))::int`;

/**
 * The owner's 'what to make next': each variant anyone asked about, with its figures, the most
 * waited-for first. Read only; alerts stopped by their people count as sent if a mail went.
 */
export async function listStockAlertDemand(): Promise<{
  rows: DemandRow[];
  totals: { waiting: number; sent: number };
}> {
  const rows = await db()
    .select({
      variantId: stockAlerts.variantId,
      productId: products.id,
      productName: products.name,
      label: variantLabelSql,
      sku: productVariants.sku,
      stock: productVariants.stock,
      waiting,
      unconfirmed,
      sent,
      bought: boughtAfter,
      lastAsked: max(stockAlerts.createdAt),
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .groupBy(stockAlerts.variantId, products.id, productVariants.id)
    .orderBy(desc(waiting), desc(max(stockAlerts.createdAt)))
    .limit(DEMAND_ROWS);
  const demand = rows.map(({ productName, label, lastAsked, ...row }) => ({
    ...row,
    name: lineName(productName, label),
    lastAsked: lastAsked ?? new Date(0),
  }));
  const [totals] = await db()
    .select({ waiting: sql<number>`count(*) filter (where ${stockAlerts.state} in ('waiting', 'due'))::int`, sent })
    .from(stockAlerts);
  return { rows: demand, totals: { waiting: totals?.waiting ?? 0, sent: totals?.sent ?? 0 } };
}

/** The people waiting for one variant (confirmed), the longest-waiting first: for the owner's call. */
export async function listWaitingPeople(variantId: string) {
  return db()
    .select({
      email: stockAlerts.email,
      phone: stockAlerts.phone,
      confirmedAt: stockAlerts.confirmedAt,
    })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.variantId, variantId), inArray(stockAlerts.state, ["waiting", "due"])))
    .orderBy(asc(stockAlerts.confirmedAt))
    .limit(DEMAND_PEOPLE);
}
