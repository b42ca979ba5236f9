import ImagePlus from "lucide-react/icons/image-plus";
import X from "lucide-react/icons/x";
import { useId, useState, type ChangeEvent } from "react";
import { TextAreaField } from "~/components/ui/field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "~/modules/media/media-file";
import { cn } from "~/utils/cn";
import { isImageUrl, splitImageList } from "../admin-product.schema";

type Upload =
  | { state: "idle" }
  | { state: "sending"; percent: number }
  | { state: "processing" }
  | { state: "done" | "failed"; message: string };

/** Sends one picture to POST /admin/uploads, reporting progress; resolves with its URL. */
export function sendPicture(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/uploads");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { url?: string; error?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.url) resolve(body.url);
      else reject(new Error(body?.error ?? "The upload failed. Please try again."));
    };
    request.onerror = () => reject(new Error("The upload failed: check the connection and try again."));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}

/**
 * The product's pictures: the spec's comma-separated URL list, a preview of
 * each with a remove button, and an upload control. With JavaScript a chosen
 * file is uploaded at once (with progress) and its address added to the list;
 * without, the file field travels with the form and the server adds it.
 */
export function AdminImageField({
  defaultValue,
  error,
  uploadError,
  onBusyChange,
}: {
  defaultValue: string;
  error?: string;
  uploadError?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const images = splitImageList(text);

  function report(next: Upload) {
    setUpload(next);
    onBusyChange(next.state === "sending" || next.state === "processing");
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Sent here, so it must not be sent again with the form.
    input.value = "";
    if (!file) return;
    // Refused here, before a byte is sent; the server checks again.
    if (file.size > MAX_UPLOAD_BYTES) {
      report({ state: "failed", message: `That picture is too large: the limit is ${MAX_UPLOAD_LABEL}.` });
      return;
    }
    report({ state: "sending", percent: 0 });
    try {
      const url = await sendPicture(file, (percent) =>
        report(percent >= 100 ? { state: "processing" } : { state: "sending", percent }),
      );
      setText((current) => [...splitImageList(current), url].join(", "));
      report({ state: "done", message: `${file.name} uploaded and added to the images.` });
    } catch (failure) {
      report({ state: "failed", message: (failure as Error).message });
    }
  }

  const remove = (index: number) => setText(images.filter((_, i) => i !== index).join(", "));
  const status =
    upload.state === "sending"
      ? `Uploading… ${upload.percent}%`
      : upload.state === "processing"
        ? "Making the catalogue sizes…"
        : upload.state === "idle"
          ? ""
          : upload.message;

  return (
    <div className="grid gap-4">
      <TextAreaField
        label="Image URLs"
        name="images"
        rows={3}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder="https://…/sofa.jpg, /media/…"
        hint="Comma-separated: http(s) addresses or /media/ and /images/ paths. Uploaded pictures are added here."
        error={error}
      />
      {images.length > 0 && (
        <ul role="list" aria-label="Images" className="flex flex-wrap gap-3">
          {images.map((src, index) => (
            <li key={`${src}-${index}`} className="relative">
              {isImageUrl(src) ? (
                <ResponsiveImage
                  src={src}
                  alt={`Image ${index + 1}`}
                  sizes="96px"
                  className="aspect-[4/3] h-auto w-24 rounded-lg border border-line bg-cream object-cover"
                />
              ) : (
                <span className="grid aspect-[4/3] w-24 place-items-center rounded-lg border border-terracotta/40 bg-terracotta/5 text-xs text-terracotta">
                  Not a URL
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove image ${index + 1}`}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full border border-line bg-linen text-espresso shadow-soft hover:bg-cream"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-upload`} className="mb-1.5 block text-sm font-semibold text-espresso">
          Upload a picture
        </label>
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line bg-cream/60 p-4">
          <ImagePlus className="size-6 shrink-0 text-walnut" aria-hidden="true" />
          <input
            id={`${id}-upload`}
            type="file"
            name="upload"
            accept={UPLOAD_TYPES}
            onChange={onFile}
            aria-describedby={`${id}-upload-hint ${id}-upload-status`}
            aria-invalid={uploadError || upload.state === "failed" ? true : undefined}
            className="min-w-0 flex-1 text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-walnut file:px-4 file:py-2 file:text-sm file:font-semibold file:text-linen hover:file:bg-walnut-dark"
          />
        </div>
        <p id={`${id}-upload-hint`} className="mt-1.5 text-sm text-muted">
          JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_LABEL}. Resized for phones and screens automatically.
        </p>
        {upload.state === "sending" && (
          <progress value={upload.percent} max={100} aria-label="Upload progress" className="mt-2 h-2 w-full" />
        )}
        <p
          id={`${id}-upload-status`}
          role="status"
          className={cn(
            "mt-1.5 text-sm font-medium",
            upload.state === "failed" || uploadError ? "text-terracotta" : "text-sage",
          )}
        >
          {status || uploadError}
        </p>
      </div>
    </div>
  );
}
