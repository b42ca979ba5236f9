import { useEffect, useRef } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "~/components/ui/toaster";
import type { AdminActionResult } from "./admin-action";

// Answers already handled, by identity, for the whole page: a fetcher's answer
// is a new object per submission, and the same object when a navigation (or a
// second component sharing a keyed fetcher) hands it back again.
const handledAnswers = new WeakSet<object>();

/**
 * Calls `onResult` once per answer, when it arrives: shows the notice as a
 * toast, then lets the caller react (reset, close, go back). Keyed on the
 * answer, not on seeing the fetcher 'submitting': React Router updates its
 * state in transitions, and on a busy machine React may render straight from
 * 'idle' to 'loading' with the answer, skipping the 'submitting' render.
 */
export function useFetcherResult(
  fetcher: FetcherWithComponents<AdminActionResult>,
  onResult?: (result: AdminActionResult) => void,
) {
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handledAnswers.has(result)) return;
    handledAnswers.add(result);
    if (result.notice) toast(result.notice);
    callback.current?.(result);
  }, [fetcher.data]);
}

/**
 * An admin form posted through a fetcher: its notice becomes a toast, its
 * field errors show under the fields, and an add form empties itself after a
 * success. `outcome` is the route's actionData, set only when the form was
 * posted without JavaScript: then the errors, and the values sent, come from it.
 */
export function useAdminForm(
  intent: string,
  outcome: AdminActionResult | undefined,
  { resetOnSuccess = true, onSuccess }: { resetOnSuccess?: boolean; onSuccess?: () => void } = {},
) {
  const fetcher = useFetcher<AdminActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useFetcherResult(fetcher, (result) => {
    if (result.notice?.tone !== "success") return;
    if (resetOnSuccess) formRef.current?.reset();
    onSuccess?.();
  });
  const posted = outcome?.intent === intent ? outcome : undefined;
  const result = fetcher.data ?? posted;
  return {
    fetcher,
    formRef,
    errors: result?.errors ?? {},
    values: posted?.values ?? {},
    busy: fetcher.state !== "idle",
  };
}
