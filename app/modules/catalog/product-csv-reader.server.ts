import { parse } from "csv-parse/sync";
import { uncsvCell } from "~/utils/csv";
import { PRODUCT_CSV_COLUMNS, type CsvRecord, type ProductCsvColumn } from "./product-csv";
import { IMPORT_MAX_ITEMS } from "./product-import";

// Reading a products file: csv-parse is a Node library (it uses Buffer), so this stays on the server.

export type ProductsCsv =
  { ok: true; columns: ProductCsvColumn[]; records: CsvRecord[] } | { ok: false; message: string };

/**
 * The file's records, or why it cannot be read at all (a row's own mistakes are the
 * plan's business, reported per row). The header row is required and names columns of
 * the export, in any order; columns left out keep a product's current values. Rows with
 * nothing in them are skipped but still counted, so row numbers match the spreadsheet's.
 */
export function parseProductsCsv(text: string): ProductsCsv {
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      message: `The file is not valid CSV${line ? ` (near line ${line})` : ""}: check that every quoted cell has its closing quote.`,
    };
  }
  const [header, ...rest] = table;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const unknown = names.find((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (!header || names.every((name) => name === "")) {
    return { ok: false, message: `The file needs a header row: ${PRODUCT_CSV_COLUMNS.join(", ")}.` };
  }
  if (unknown !== undefined) {
    return {
      ok: false,
      message: `Unknown column '${unknown.slice(0, 40)}' in the header: the columns are ${PRODUCT_CSV_COLUMNS.join(", ")}.`,
    };
  }
  const columns = names as ProductCsvColumn[];
  const twice = columns.find((name, i) => columns.indexOf(name) !== i);
  if (twice) return { ok: false, message: `The column '${twice}' appears twice in the header.` };
  if (!columns.includes("slug") && !columns.includes("name")) {
    return { ok: false, message: "The header needs a slug or a name column to know which product a row is." };
  }

  const records: CsvRecord[] = [];
  rest.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const record: CsvRecord = { row: i + 2, cells: {}, width: cells.length };
    columns.forEach((column, k) => {
      if (k < cells.length) record.cells[column] = uncsvCell(cells[k]!);
    });
    records.push(record);
  });
  if (records.length > IMPORT_MAX_ITEMS) {
    return {
      ok: false,
      message: `Too many products in one file: at most ${IMPORT_MAX_ITEMS.toLocaleString("en-US")} rows.`,
    };
  }
  return { ok: true, columns, records };
}
