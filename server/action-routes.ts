import { matchRoutes, type RouteObject } from "react-router";
import type { FormHandle, FormLimits } from "~/utils/form-limits";

/**
 * What the host reads of a React Router server build: each route with its place in the tree,
 * whether its module has an action, and its module's `handle`; and the basename.
 */
export interface RoutedBuild {
  basename?: string;
  routes: Record<
    string,
    | {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        caseSensitive?: boolean;
        module: { handle?: unknown; action?: unknown };
      }
    | undefined
  >;
}

/** The route a post is for, as the host needs to know it before any page code runs. */
export interface ActionTarget {
  /** Its module answers posts. */
  hasAction: boolean;
  /** It is the admin's (under /admin): its own limits are an admin's only. */
  admin: boolean;
  /** The limits its handle declares, if any. */
  form?: FormLimits;
}

interface RouteInfo {
  hasAction: boolean;
  form?: FormLimits;
}

// One tree per build: production has one build, development a new one after each edit.
const trees = new WeakMap<RoutedBuild, RouteObject[]>();

function routeTree(build: RoutedBuild): RouteObject[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const children = new Map<string, NonNullable<RoutedBuild["routes"][string]>[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId ?? "") ?? [];
    children.set(route.parentId ?? "", [...siblings, route]);
  }
  const grow = (parentId: string): RouteObject[] =>
    (children.get(parentId) ?? []).map(({ id, path, index, caseSensitive, module }) => {
      const handle: RouteInfo = {
        hasAction: typeof module.action === "function",
        form: (module.handle as Partial<FormHandle> | undefined)?.form,
      };
      return index
        ? { id, path, index: true, caseSensitive, handle }
        : { id, path, caseSensitive, handle, children: grow(id) };
    });
  tree = grow("");
  trees.set(build, tree);
  return tree;
}

/**
 * The route whose action answers a post to this address, as React Router picks it: the deepest
 * route the path matches, except that an index route answers only when the address says
 * `?index` (else its parent layout does). React Router's script posts to `<path>.data`, and to
 * `/_root.data` for the home page: the same route. Undefined when no route matches at all.
 */
export function actionTarget(build: RoutedBuild, pathname: string, search = ""): ActionTarget | undefined {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routeTree(build), path, build.basename);
  if (!matches?.length) return undefined;
  let target = matches.at(-1)!;
  if (target.route.index && !new URLSearchParams(search).has("index") && matches.length > 1) target = matches.at(-2)!;
  const info = target.route.handle as RouteInfo;
  return {
    hasAction: info.hasAction,
    admin: matches.some((match) => match.route.path?.split("/")[0] === "admin"),
    form: info.form,
  };
}
