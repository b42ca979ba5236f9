import Camera from "lucide-react/icons/camera";
import { useState, type FormEvent } from "react";
import { Field } from "~/components/ui/field";
import { customerPhotoProblem } from "../customer-photos";
import { MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "../media-file";

/**
 * The browser's first look at a form's customer photos (count, size, type) before it sends
 * anything: `check` is the form's onSubmit (it stops the post and shows the problem), `error`
 * the problem shown, `clear` for a new choice of files. The server checks the bytes again.
 */
export function useCustomerPhotosCheck(max: number, field = "photos") {
  const [error, setError] = useState<string | null>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(field) as HTMLInputElement | null;
    const problem = customerPhotoProblem([...(input?.files ?? [])], max);
    setError(problem);
    if (problem) event.preventDefault();
  };
  return { error, check, clear: () => setError(null) };
}

/** The optional photos of a customer's form (a review, a request): up to `max`, with what to photograph. */
export function CustomerPhotosField({
  id,
  label,
  max,
  what,
  error,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  /** What the photos should show: 'of the piece in your home'. */
  what: string;
  error?: string;
  onChange: () => void;
}) {
  return (
    <Field
      id={id}
      name="photos"
      type="file"
      multiple
      accept={UPLOAD_TYPES}
      label={`${label} (optional)`}
      error={error}
      hint={
        <span className="inline-flex items-start gap-1.5">
          <Camera className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Up to {max} photos {what}, {MAX_UPLOAD_LABEL} each.
        </span>
      }
      onChange={onChange}
    />
  );
}
