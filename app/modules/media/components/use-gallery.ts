import { useRef, useState } from "react";
import type { ImageEntry } from "../image-list";
import { refuseBeforeSending, sendPicture } from "../upload-client";

/** A picture in the gallery: saved or added (url set), or still uploading (progress set). */
export interface GalleryItem {
  key: string;
  url: string | null;
  alt: string;
  upload?: { name: string; percent: number };
}

/** A file that could not be added, named, with the reason. */
export interface GalleryProblem {
  key: string;
  name: string;
  message: string;
}

/**
 * The gallery's state: its pictures in order (uploads take their place in the
 * order the files were chosen, and show their progress there), the files that
 * failed, and a sentence for screen readers after each change.
 */
export function useGallery(initial: ImageEntry[], max: number) {
  const counter = useRef(0);
  const nextKey = () => `picture-${++counter.current}`;
  const [items, setItems] = useState<GalleryItem[]>(() => initial.map((entry) => ({ ...entry, key: nextKey() })));
  const [problems, setProblems] = useState<GalleryProblem[]>([]);
  const [announcement, setAnnouncement] = useState("");

  const update = (key: string, change: (item: GalleryItem) => GalleryItem | null) =>
    setItems((current) =>
      current.flatMap((item) => {
        if (item.key !== key) return [item];
        const next = change(item);
        return next ? [next] : [];
      }),
    );

  function move(key: string, to: number) {
    if (to < 0 || to >= items.length) return;
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      if (from < 0 || from === to || to >= current.length) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    setAnnouncement(
      `Picture moved to position ${to + 1} of ${items.length}.${to === 0 ? " It is now the main picture." : ""}`,
    );
  }

  function remove(key: string) {
    update(key, () => null);
    setAnnouncement("Picture removed.");
  }

  const setAlt = (key: string, alt: string) => update(key, (item) => ({ ...item, alt }));

  function addAddress(url: string) {
    setItems((current) => [...current, { key: nextKey(), url, alt: "" }]);
    setAnnouncement("Picture added by its address.");
  }

  /** Uploads the chosen files side by side; each takes its place at the end, in the order chosen. */
  function addFiles(files: File[]) {
    const refused: GalleryProblem[] = [];
    const room = Math.max(0, max - items.length);
    const accepted: { file: File; key: string }[] = [];
    for (const file of files) {
      const reason = refuseBeforeSending(file);
      if (reason) refused.push({ key: nextKey(), name: file.name, message: reason });
      else if (accepted.length >= room) {
        refused.push({ key: nextKey(), name: file.name, message: `Not added: at most ${max} pictures.` });
      } else accepted.push({ file, key: nextKey() });
    }
    setProblems(refused);
    if (accepted.length === 0) {
      if (refused.length > 0)
        setAnnouncement(`${refused.length} ${refused.length === 1 ? "file" : "files"} not added.`);
      return;
    }
    setItems((current) => [
      ...current,
      ...accepted.map(({ file, key }) => ({ key, url: null, alt: "", upload: { name: file.name, percent: 0 } })),
    ]);
    setAnnouncement(`Uploading ${accepted.length} ${accepted.length === 1 ? "picture" : "pictures"}…`);
    for (const { file, key } of accepted) {
      sendPicture(file, (percent) =>
        update(key, (item) => (item.upload ? { ...item, upload: { ...item.upload, percent } } : item)),
      ).then(
        (url) => {
          update(key, (item) => ({ key: item.key, url, alt: item.alt }));
          setAnnouncement(`${file.name} uploaded.`);
        },
        (failure: Error) => {
          update(key, () => null);
          setProblems((current) => [...current, { key, name: file.name, message: failure.message }]);
          setAnnouncement(`${file.name} was not uploaded: ${failure.message}`);
        },
      );
    }
  }

  const dismiss = (key: string) => setProblems((current) => current.filter((problem) => problem.key !== key));

  return {
    items,
    problems,
    announcement,
    busy: items.some((item) => item.upload),
    move,
    remove,
    setAlt,
    addAddress,
    addFiles,
    dismiss,
  };
}
