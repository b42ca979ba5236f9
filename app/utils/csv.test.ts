import { describe, expect, it } from "vitest";
import { csvCell, csvRow, uncsvCell } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvCell("Ayesha Khan")).toBe("Ayesha Khan");
    expect(csvCell(102500)).toBe("102500");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell("علی خان")).toBe("علی خان");
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell('Ali, "the" Khan')).toBe('"Ali, ""the"" Khan"');
    expect(csvCell("Line 1\nLine 2")).toBe('"Line 1\nLine 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil")', "+92 300", "-1+1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "keeps %j from running as a formula",
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );

  it("quotes a neutralised formula that also holds a comma", () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });

  it("leaves a quote before ordinary text alone", () => {
    expect(csvCell("'Tis the season")).toBe("'Tis the season");
  });
});

describe("uncsvCell", () => {
  it.each(["=SUM(A1)", "'=SUM(A1)", "''-5", "-5", "'Tis", "plain", "", "'"])("reads %j back as it was", (value) => {
    expect(uncsvCell(csvCell(value).replace(/^"|"$/g, "").replace(/""/g, '"'))).toBe(value);
  });
});

describe("csvRow", () => {
  it("ends each record in CRLF", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });
});
