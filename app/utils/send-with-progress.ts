/**
 * Posts a form and reports how much of it has gone (0 to 1): fetch cannot tell the progress of
 * an upload, XMLHttpRequest can. Resolves with the JSON answer (also a refusal's), or null when
 * the network failed or the answer was not JSON.
 */
export function sendWithProgress<Answer>(
  url: string,
  body: FormData,
  onProgress: (share: number) => void,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve((request.response as Answer | null) ?? null);
    request.onerror = () => resolve(null);
    request.onabort = () => resolve(null);
    request.send(body);
  });
}
