// Issue 35, item 1: a sale starts and ends by itself at its second, on every instance of the shop,
// without a restart or a timer: whether it runs is read from the clock with each price. On
// PostgreSQL the second instance is a second connection pool to the same database (as a second
// server would have); PGlite is one process's database, so there it is the one instance.
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "~/db/client.server";
import { db } from "~/db/client.server";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { salePricesFor } from "~/modules/catalog/sale-prices.server";
import { nextPriceChange } from "~/utils/price-clock.server";
import { makeCategory, makeSale, pieceOf, productIn } from "../setup/sales";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();
let second: DatabaseHandle | undefined;
afterAll(async () => second?.close());

const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

describe("a sale's start and end", () => {
  it("comes at its second on every instance, and the page cache is told when", async () => {
    second = database.url ? openPostgres(database.url) : undefined;
    const instances = [db(), ...(second ? [second.db] : [])];
    const room = await makeCategory();
    const piece = pieceOf(await productIn(room.id, 10_000));
    const startsAt = new Date(Date.now() + 1_500);
    const endsAt = new Date(startsAt.getTime() + 1_500);
    await makeSale({ categoryIds: [room.id], value: 10, startsAt, endsAt });
    const pricesNow = () =>
      Promise.all(
        instances.map(async (executor) => (await salePricesFor([piece], executor)).get(piece.variantId)?.price ?? null),
      );

    expect(await pricesNow()).toEqual(instances.map(() => null));
    expect(nextPriceChange()).toBe(startsAt.getTime());
    await until(startsAt.getTime() + 50);
    expect(await pricesNow()).toEqual(instances.map(() => 9_000));
    expect(nextPriceChange()).toBe(endsAt.getTime());
    await until(endsAt.getTime() + 50);
    expect(await pricesNow()).toEqual(instances.map(() => null));
    expect((await readRunningSales()).running).toEqual([]);
    expect(nextPriceChange()).toBeNull();
  });
});
