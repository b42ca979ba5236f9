import ImagePlus from "lucide-react/icons/image-plus";
import { useId, useState, type ChangeEvent } from "react";
import { Field } from "~/components/ui/field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useHydrated } from "~/components/ui/use-hydrated";
import { isImageUrl } from "~/modules/media/image-list";
import { sendPicture } from "~/modules/media/upload-client";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "~/modules/media/media-file";

type Upload = { state: "idle" } | { state: "sending"; percent: number } | { state: "done" | "failed"; message: string };

/**
 * One picture (the hero's, a collection's, a partner's logo): its address, a thumbnail of it,
 * and with JavaScript an upload control that sends the file to /admin/uploads (as the product
 * form does) and puts the uploaded picture's address in the field. Without JavaScript the
 * address is typed or pasted.
 */
export function AdminPictureField({
  label,
  name,
  defaultValue,
  error,
  onBusyChange,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [url, setUrl] = useState(defaultValue);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });

  function report(next: Upload) {
    setUpload(next);
    onBusyChange?.(next.state === "sending");
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      report({ state: "failed", message: `That picture is too large: the limit is ${MAX_UPLOAD_LABEL}.` });
      return;
    }
    report({ state: "sending", percent: 0 });
    try {
      setUrl(await sendPicture(file, (percent) => report({ state: "sending", percent })));
      report({ state: "done", message: `${file.name} uploaded. Save to use it.` });
    } catch (failure) {
      report({ state: "failed", message: (failure as Error).message });
    }
  }

  const status =
    upload.state === "sending" ? `Uploading… ${upload.percent}%` : upload.state === "idle" ? "" : upload.message;

  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[7rem_1fr] sm:items-start">
      <div className="grid aspect-[4/3] w-28 place-items-center overflow-hidden rounded-lg border border-line bg-cream">
        {isImageUrl(url.trim()) ? (
          <ResponsiveImage src={url.trim()} alt="" sizes="112px" className="h-full w-full object-cover" />
        ) : (
          <ImagePlus className="size-6 text-muted" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-3">
        <Field
          label={label}
          name={name}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          placeholder="/media/… or https://…"
          hint={
            hydrated
              ? "Upload a picture below, or enter its address: https://… or a /media/ or /images/ path."
              : "The address of a picture: https://… or a /media/ or /images/ path."
          }
          error={error}
          maxLength={2000}
        />
        {hydrated && (
          <div>
            <label htmlFor={`${id}-upload`} className="mb-1.5 block text-sm font-semibold text-espresso">
              Upload a picture for “{label}”
            </label>
            <input
              id={`${id}-upload`}
              type="file"
              accept={UPLOAD_TYPES}
              onChange={onFile}
              aria-describedby={`${id}-upload-status`}
              className="w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-walnut file:px-4 file:py-2 file:text-sm file:font-semibold file:text-linen hover:file:bg-walnut-dark"
            />
            <p
              id={`${id}-upload-status`}
              role="status"
              className={
                upload.state === "failed" ? "mt-1.5 text-sm font-medium text-terracotta" : "mt-1.5 text-sm text-muted"
              }
            >
              {status}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
