import { expect } from "vitest";
import { loader as listLoader, action as listAction } from "~/routes/admin/products";
import { action as csvAction, loader as csvLoader } from "~/routes/resources/admin-products-csv";
import { freshIp, ORIGIN } from "./accounts";
import { allProducts, args, unwrap } from "./admin-products";
import { answerOf } from "./answers";

/**
 * Helpers for the CSV import/export and bulk-action tests: the Products tab's route modules
 * and the /admin/products.csv resource, called as the browser calls them. A form may repeat
 * a field (the ticked rows' `ids`), so fields are given as [name, value] pairs.
 */
export type Pairs = [string, string | Blob][];

export function post(path: string, cookie: string, pairs: Pairs): Request {
  const body = new FormData();
  for (const [key, value] of pairs) body.append(key, value);
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp(), cookie });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}

export function get(path: string, cookie: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: new Headers({ "x-forwarded-for": freshIp(), cookie }) });
}

export const csvFile = (text: string, name = "products.csv") => new File([text], name, { type: "text/csv" });

/** The Products tab's loader data for an address (previews included). */
export const listPage = async (path: string, cookie: string) =>
  (await listLoader(args(get(path, cookie)))) as Awaited<ReturnType<typeof listLoader>>;

/** A post to the Products tab's action: its status and answer. */
export async function onList(cookie: string, pairs: Pairs) {
  try {
    return unwrap(await listAction(args(post("/admin/products", cookie, pairs))));
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: {}, response: error } as never;
    throw error;
  }
}

/** GET /admin/products.csv: the response (or the refusal it throws). */
export async function exportCsv(cookie: string, query = ""): Promise<Response> {
  try {
    return (await csvLoader(args(get(`/admin/products.csv${query}`, cookie)))) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** POST /admin/products.csv (the upload with progress): the staged draft's id. */
export async function stage(cookie: string, text: string | Blob): Promise<string> {
  const response = (await csvAction(
    args(post("/admin/products.csv", cookie, [["file", typeof text === "string" ? csvFile(text) : text]])),
  )) as Response;
  const answer = (await response.json()) as { draftId?: string; error?: string };
  expect(response.status, answer.error).toBe(200);
  return answer.draftId!;
}

/** The upload refused: its status and message. */
export async function stageRefused(cookie: string, file: File) {
  // The page's script asks for JSON, and gets it from the host's refusals too.
  const request = post("/admin/products.csv", cookie, [["file", file]]);
  request.headers.set("accept", "application/json");
  const response = (await answerOf(csvAction(args(request)))) as Response;
  const json = response.headers.get("content-type")?.startsWith("application/json");
  return {
    status: response.status,
    error: json ? ((await response.json()) as { error: string }).error : await response.text(),
  };
}

export async function previewOf(cookie: string, draftId: string) {
  const { csvPreview } = await listPage(`/admin/products?import=${draftId}`, cookie);
  if (!csvPreview || "missing" in csvPreview) throw new Error("no preview");
  return csvPreview;
}

export interface CsvAnswer {
  notice: { tone: string; text: string };
  csvReport?: {
    written: boolean;
    created: number;
    updated: number;
    unchanged: number;
    failures: { row: number; reason: string }[];
  };
}

export async function confirm(cookie: string, draftId: string, mode: "valid" | "all") {
  const { status, body } = await onList(cookie, [
    ["intent", "csv-confirm"],
    ["draft", draftId],
    ["mode", mode],
  ]);
  return { status, ...(body as unknown as CsvAnswer) };
}

/** The text of a CSV response without its byte-order mark (checked to be there). */
export async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
}

/** The export's header record. */
export const HEADER = "slug,name,description,category,price,stock,active,dimensions,materials,images";

/** Products as the database holds them, without the time of their last save. */
export const snapshot = async () => (await allProducts()).map(({ updatedAt: _updatedAt, ...rest }) => rest);

/** Names and texts a CSV must carry unharmed: a comma and quotes, Urdu, a formula, line breaks. */
export const tricky = {
  comma: 'Ali, "the" Sofa',
  urdu: "اخروٹ کی کرسی",
  formula: '=HYPERLINK("http://evil.example","Click")',
  // Line breaks as a browser's form sends them.
  description: 'Line one, with a comma\r\nLine two says "hello"\r\nاردو میں تفصیل',
};
