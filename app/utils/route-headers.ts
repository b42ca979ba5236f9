import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` export that sends what its loader or action set with
 * `data(…, { headers })`: a Retry-After on a refusal, a Cache-Control. React
 * Router sends none of them on a page unless the route exports this. The
 * action's win over the loader's, as the action answered the request.
 */
export const loaderAndActionHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};
