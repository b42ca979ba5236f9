import Camera from "lucide-react/icons/camera";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, TextAreaField } from "~/components/ui/field";
import { customerPhotoProblem } from "~/modules/media/customer-photos";
import { MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "~/modules/media/media-file";
import { MAX_REVIEW_PHOTOS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "../review-rules";
import { StarInput } from "./star-input";

const LABELS = { rating: "Your rating", title: "Title", body: "Your review", photos: "Photos" } as const;
const fieldId = (name: string) => `review-${name}`;

/**
 * The review of one piece: stars, a title, the text and up to three photos, posted as one
 * multipart form (it works without JavaScript). The browser checks the photos' count, size and
 * type first; the server checks everything again.
 */
export function ReviewForm({
  productId,
  productName,
  reviewKey,
  errors = {},
  values = {},
}: {
  productId: string;
  productName: string;
  reviewKey: string | null;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const sending = navigation.state === "submitting";
  const shown = { ...errors, ...(photoError ? { photos: photoError } : {}) };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-5"
      aria-label={`Review of ${productName}`}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("photos") as HTMLInputElement | null;
        const problem = customerPhotoProblem([...(input?.files ?? [])], MAX_REVIEW_PHOTOS);
        setPhotoError(problem);
        if (problem) event.preventDefault();
      }}
    >
      <ErrorSummary errors={shown} fieldId={fieldId} labels={LABELS} />
      <input type="hidden" name="productId" value={productId} />
      {reviewKey && <input type="hidden" name="key" value={reviewKey} />}
      <StarInput name="rating" defaultValue={values.rating} error={errors.rating} />
      <Field
        id={fieldId("title")}
        name="title"
        label={LABELS.title}
        required
        maxLength={REVIEW_TITLE_MAX}
        defaultValue={values.title}
        error={errors.title}
        placeholder="Sturdy, beautiful and exactly as pictured"
      />
      <TextAreaField
        id={fieldId("body")}
        name="body"
        label={LABELS.body}
        required
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
        defaultValue={values.body}
        error={errors.body}
        hint="How does it look and feel at home? How was the delivery and set-up?"
      />
      <Field
        id={fieldId("photos")}
        name="photos"
        type="file"
        multiple
        accept={UPLOAD_TYPES}
        label={`${LABELS.photos} (optional)`}
        error={shown.photos}
        hint={
          <span className="inline-flex items-center gap-1.5">
            <Camera className="size-4" aria-hidden="true" />
            Up to {MAX_REVIEW_PHOTOS} photos of the piece in your home, {MAX_UPLOAD_LABEL} each.
          </span>
        }
        onChange={() => setPhotoError(null)}
      />
      <p className="text-sm text-muted">
        Your first name and the initial of your last name show with your review, once our team has read it.
      </p>
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? "Sending…" : "Send review"}
      </Button>
    </Form>
  );
}
