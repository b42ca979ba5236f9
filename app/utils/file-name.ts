/** A file name as a message may quote it: one line, not too long. */
export function shownFileName(name: string): string {
  const line = name.replace(/\p{Cc}+/gu, " ").trim() || "That file";
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}
