/**
 * A small RFC 4180 reader for the export tests: records end in CRLF; quoted
 * cells may hold commas, doubled quotes and line breaks. Throws on a file
 * that does not end its last record, so a truncated export fails loudly.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || record.length > 0) throw new Error("The file does not end with CRLF");
  return records;
}
