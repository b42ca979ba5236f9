import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, TextAreaField } from "~/components/ui/field";
import { CustomerPhotosField, useCustomerPhotosCheck } from "~/modules/media/components/customer-photos-field";
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
  const photos = useCustomerPhotosCheck(MAX_REVIEW_PHOTOS);
  const sending = navigation.state === "submitting";
  const shown = { ...errors, ...(photos.error ? { photos: photos.error } : {}) };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-5"
      aria-label={`Review of ${productName}`}
      onSubmit={photos.check}
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
      <CustomerPhotosField
        id={fieldId("photos")}
        label={LABELS.photos}
        max={MAX_REVIEW_PHOTOS}
        what="of the piece in your home"
        error={shown.photos}
        onChange={photos.clear}
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
