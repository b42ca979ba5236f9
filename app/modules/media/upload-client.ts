import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "./media-file";

/** The upload resource every admin picture goes to (app/routes/resources/admin-uploads.ts). */
export const UPLOAD_PATH = "/admin/uploads";

/**
 * What the browser can refuse before a byte is sent (the server checks again,
 * by the file's content, and alone knows its megapixels): the size, and a type
 * the browser already names as something else. Null when the file may go.
 */
export function refuseBeforeSending(file: File): string | null {
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_UPLOAD_BYTES) return `That picture is too large: the limit is ${MAX_UPLOAD_LABEL}.`;
  // An empty type means the browser does not know: the server's sniffing decides.
  if (file.type !== "" && !UPLOAD_TYPES.split(",").includes(file.type)) {
    return "That file is not a JPEG, PNG, WebP or AVIF picture.";
  }
  return null;
}

/**
 * Sends one picture to the upload resource with XMLHttpRequest (fetch cannot
 * report an upload's progress), calling `onProgress` with 0–100 as the bytes
 * go; resolves with the stored picture's address, or rejects with the
 * server's message.
 */
export function sendPicture(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.responseType = "json";
    // A refusal comes as JSON too, with its message (server/form-body.ts).
    request.setRequestHeader("Accept", "application/json");
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
