/**
 * What React Router sends for an action called directly in a test: the value it returned, or
 * the Response it threw (readForm throws its refusals, as the host would have answered them).
 */
export async function answerOf(pending: Promise<unknown>): Promise<unknown> {
  try {
    return await pending;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
