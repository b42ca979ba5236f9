// The stream of orders that the fault benchmark kills the shop under: each
// customer fills a cart and checks out, again and again; a request that gets
// no answer waits for the shop to come back and the checkout is posted again
// with the same idempotency key, as a browser's resubmitted form would be.
import { ConnectionFailed } from "./fault-customer.mjs";

const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

export function orderStream({ customers, regularIds, scarceIds }) {
  let stopping = false;
  let up;
  let markUp;
  const down = () => (up = new Promise((resolve) => (markUp = resolve)));
  down();
  // The first answer after a start: the stream is flowing again (a fresh shop warms up first).
  let answered;
  let markAnswered = () => {};
  const flowing = () => markAnswered();

  /** Idempotency key → order number, for each checkout whose success the client saw. */
  const told = new Map();
  const posts = { placed: 0, soldOut: 0, errorAnswers: 0, dropped: 0, refusedConnection: 0, retriedKeys: 0 };
  const adds = { ok: 0, soldOut: 0, failed: 0 };
  const unexpected = [];
  /** Per customer: the key of a checkout posted without an answer, to post again. */
  const pendingKeys = customers.map(() => null);

  async function fill(client) {
    let added = 0;
    for (let line = between(1, 3); line > 0; line--) {
      const scarce = scarceIds.length > 0 && Math.random() < 0.1;
      const ids = scarce ? scarceIds : regularIds;
      const ok = await client.add(ids[between(0, ids.length - 1)], between(1, 2));
      flowing();
      if (ok) {
        adds.ok++;
        added++;
      } else adds.soldOut++;
    }
    return added > 0;
  }

  async function checkout(client, index) {
    const key = pendingKeys[index];
    try {
      const result = await client.checkout(key);
      flowing();
      pendingKeys[index] = null;
      if (result.placed) {
        posts.placed++;
        told.set(key, result.placed);
      } else if (result.refused === 409) {
        posts.soldOut++;
        await client.emptyCart();
      } else {
        posts.errorAnswers++;
        // An error answer rolled the order back: the same key may be posted again.
        pendingKeys[index] = key;
        if (unexpected.length < 5) unexpected.push(`checkout answered ${result.refused}: ${result.message}`);
      }
    } catch (error) {
      if (error instanceof ConnectionFailed) posts[error.refused ? "refusedConnection" : "dropped"]++;
      throw error;
    }
  }

  async function loop(client, index) {
    while (!stopping) {
      try {
        if (pendingKeys[index]) posts.retriedKeys++;
        else if (await fill(client)) pendingKeys[index] = client.newKey();
        else continue;
        await checkout(client, index);
      } catch (error) {
        if (!(error instanceof ConnectionFailed)) {
          if (unexpected.length < 5) unexpected.push(String(error));
        } else if (!pendingKeys[index]) adds.failed++;
        await up;
      }
    }
  }

  let loops;
  return {
    told,
    posts,
    adds,
    unexpected,
    pendingKeys,
    start() {
      loops = customers.map((client, index) => loop(client, index));
    },
    /** The shop is about to be killed: new requests wait for `shopUp()`. */
    shopDown: down,
    shopUp() {
      answered = new Promise((resolve) => (markAnswered = resolve));
      markUp();
    },
    /** Resolves at the first answer since the last `shopUp()`. */
    answered: () => answered,
    /** Ends the stream; resolves when every customer has stopped. */
    async stop() {
      stopping = true;
      markUp();
      await Promise.all(loops);
    },
    /** After the final restart: posts each unanswered checkout again with its key until it is answered. */
    async settle() {
      let settled = 0;
      for (const [index, client] of customers.entries()) {
        for (let attempt = 0; pendingKeys[index] && attempt < 5; attempt++) {
          await checkout(client, index).catch(() => new Promise((resolve) => setTimeout(resolve, 500)));
          if (!pendingKeys[index]) settled++;
        }
      }
      return settled;
    },
  };
}
