import { useMatches } from "react-router";

/**
 * A route's `handle` that asks the root for a bare sheet of paper: no splash, header or
 * footer around it (a document to print, such as an order's invoice).
 */
export interface PaperHandle {
  paper: true;
}

/**
 * Whether the page shown is a sheet of paper. Only while its route has data: when its
 * loader throws (a 404), the error page keeps the shop's header and footer to lead back.
 */
export function usePaperPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as Partial<PaperHandle> | undefined)?.paper === true && match.loaderData !== undefined,
  );
}
