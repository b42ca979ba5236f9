/** The request's page, path only (the key in the query when the viewer came by the link). */
export function requestPath(number: string, key?: string | null): string {
  return key ? `/requests/${number}?key=${encodeURIComponent(key)}` : `/requests/${number}`;
}

/** The address of a request's photo as its pages show it (the key carried when the viewer came by the link). */
export function requestPhotoUrl(number: string, imageId: string, key: string | null, width: number): string {
  const query = new URLSearchParams({ w: String(width) });
  if (key) query.set("key", key);
  return `/requests/${number}/photos/${imageId}.webp?${query}`;
}
