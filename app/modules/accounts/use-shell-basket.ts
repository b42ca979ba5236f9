import { useRouteLoaderData } from "react-router";
import { EMPTY_BASKET, type ShellBasket } from "~/components/layout/shell-types";

/** The cart and wishlist of whoever is browsing (a customer, or a visitor by their cookie), as the root loader saw them. */
export function useShellBasket(): ShellBasket {
  const data = useRouteLoaderData("root") as { basket?: ShellBasket } | undefined;
  return data?.basket ?? EMPTY_BASKET;
}
