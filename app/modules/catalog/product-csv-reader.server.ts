import { parse } from "csv-parse/sync";
import { uncsvCell } from "~/utils/csv";
import { PRODUCT_CSV_COLUMNS, type CsvRecord, type ProductCsvColumn } from "./product-csv";
import { IMPORT_MAX_ITEMS } from "./product-import";
import { VARIANT_CSV_COLUMNS, type VariantCsvColumn } from "./variant-csv";

// Reading the catalogue's files: csv-parse is a Node library (it uses Buffer), so this stays on the server.

type Parsed<Column extends string> =
  { ok: true; columns: Column[]; records: CsvRecord<Column>[] } | { ok: false; message: string };

export type ProductsCsv = Parsed<ProductCsvColumn>;
export type VariantsCsv = Parsed<VariantCsvColumn>;

/** A file of products (keyed by slug) or of variants (keyed by SKU): its header says which. */
export type CatalogueCsv =
  | ({ kind: "products" } & Extract<ProductsCsv, { ok: true }>)
  | ({ kind: "variants" } & Extract<VariantsCsv, { ok: true }>)
  | { ok: false; message: string };

/**
 * The file's records, or why it cannot be read at all (a row's own mistakes are the plan's
 * business, reported per row). The header row is required and names columns of the export, in
 * any order; columns left out keep the current values. Rows with nothing in them are skipped but
 * still counted, so row numbers match the spreadsheet's.
 */
function readRecords<Column extends string>(
  table: string[][],
  known: readonly Column[],
  required: (columns: Column[]) => string | null,
): Parsed<Column> {
  const [header, ...rest] = table;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  if (!header || names.every((name) => name === "")) {
    return { ok: false, message: `The file needs a header row: ${known.join(", ")}.` };
  }
  const unknown = names.find((name) => !(known as readonly string[]).includes(name));
  if (unknown !== undefined) {
    return {
      ok: false,
      message: `Unknown column '${unknown.slice(0, 40)}' in the header: the columns are ${known.join(", ")}.`,
    };
  }
  const columns = names as Column[];
  const twice = columns.find((name, i) => columns.indexOf(name) !== i);
  if (twice) return { ok: false, message: `The column '${twice}' appears twice in the header.` };
  const missing = required(columns);
  if (missing) return { ok: false, message: missing };

  const records: CsvRecord<Column>[] = [];
  rest.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const record: CsvRecord<Column> = { row: i + 2, cells: {}, width: cells.length };
    columns.forEach((column, k) => {
      if (k < cells.length) record.cells[column] = uncsvCell(cells[k]!);
    });
    records.push(record);
  });
  if (records.length > IMPORT_MAX_ITEMS) {
    return {
      ok: false,
      message: `Too many rows in one file: at most ${IMPORT_MAX_ITEMS.toLocaleString("en-US")} rows.`,
    };
  }
  return { ok: true, columns, records };
}

function readTable(text: string): string[][] | string {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return `The file is not valid CSV${line ? ` (near line ${line})` : ""}: check that every quoted cell has its closing quote.`;
  }
}

const productsRecords = (table: string[][]) =>
  readRecords(table, PRODUCT_CSV_COLUMNS, (columns) =>
    columns.includes("slug") || columns.includes("name")
      ? null
      : "The header needs a slug or a name column to know which product a row is.",
  );

/** A products file (the export's columns, a slug or a name to know each row's product). */
export function parseProductsCsv(text: string): ProductsCsv {
  const table = readTable(text);
  return typeof table === "string" ? { ok: false, message: table } : productsRecords(table);
}

/** Either file: a header with an `sku` column is the variants' file, any other the products'. */
export function parseCatalogueCsv(text: string): CatalogueCsv {
  const table = readTable(text);
  if (typeof table === "string") return { ok: false, message: table };
  const header = (table[0] ?? []).map((cell) => cell.trim().toLowerCase());
  if (!header.includes("sku")) {
    const parsed = productsRecords(table);
    return parsed.ok ? { kind: "products", ...parsed } : parsed;
  }
  const parsed = readRecords(table, VARIANT_CSV_COLUMNS, () => null);
  return parsed.ok ? { kind: "variants", ...parsed } : parsed;
}
