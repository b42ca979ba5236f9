import type { MouseEvent, Ref } from "react";
import { Notice } from "~/components/ui/notice";
import { type DeliveryPolicyActionResult, fieldId, fieldLabel } from "../delivery-policy-form";

/** Focuses the field a summary link names (a plain link only scrolls to it, and not in every browser). */
function focusField(event: MouseEvent<HTMLAnchorElement>, key: string) {
  const field = document.getElementById(fieldId(key));
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: "center" });
}

/**
 * The answer of a save above the form: 'Success', or 'Error' with every message, each linked to
 * its field (the messages also show beside the fields). Focusable, so the editor can move the
 * focus here after a save, where a screen reader reads it.
 */
export function PolicyNotice({
  ref,
  outcome,
  values,
}: {
  ref: Ref<HTMLDivElement>;
  outcome?: DeliveryPolicyActionResult;
  values: Record<string, string>;
}) {
  const notice = outcome?.notice;
  const errors = Object.entries(outcome?.errors ?? {});
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 rounded-2xl focus:outline-none">
      {notice && (
        <Notice tone={notice.tone} title={notice.title}>
          <p>{notice.text}</p>
          {errors.length > 0 && (
            <ul className="mt-2 grid list-disc gap-1 pl-5">
              {errors.map(([key, message]) => {
                const label = fieldLabel(key, values);
                return (
                  <li key={key}>
                    {label ? (
                      <>
                        <a
                          href={`#${fieldId(key)}`}
                          onClick={(event) => focusField(event, key)}
                          className="font-semibold text-walnut underline underline-offset-2"
                        >
                          {label}
                        </a>
                        : {message}
                      </>
                    ) : (
                      message
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Notice>
      )}
    </div>
  );
}
