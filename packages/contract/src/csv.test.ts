import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csvCell", () => {
  it("writes plain text and numbers as they are", () => {
    expect(csvCell("Swelling in the arm")).toBe("Swelling in the arm");
    expect(csvCell(1500)).toBe("1500");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a cell with a comma", () => {
    expect(csvCell("arm, shoulder")).toBe('"arm, shoulder"');
  });

  it("quotes a cell with a semicolon (the list separator of many locales)", () => {
    expect(csvCell("arm; shoulder")).toBe('"arm; shoulder"');
  });

  it("quotes a cell with a tab", () => {
    expect(csvCell("arm\tshoulder")).toBe('"arm\tshoulder"');
  });

  it("quotes a cell with a quote and doubles the quote", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it("quotes a cell with CR or LF", () => {
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("line\rbreak")).toBe('"line\rbreak"');
    expect(csvCell("line\r\nbreak")).toBe('"line\r\nbreak"');
  });

  it("quotes a cell with spaces around it, so they survive", () => {
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it.each(["=", "+", "-", "@"])("neutralises a cell starting with %s", (c) => {
    expect(csvCell(`${c}1+2`)).toBe(`'${c}1+2`);
  });

  it("neutralises a formula behind a leading tab or CR", () => {
    expect(csvCell("\t=1+2")).toBe('"\'\t=1+2"');
    expect(csvCell("\r=1+2")).toBe('"\'\r=1+2"');
  });

  it.each([",", ";", "\t", "\n", "\r"])("neutralises a formula after a %j inside the cell", (sep) => {
    expect(csvCell(`Pain${sep}=1+2`)).toBe(`"Pain${sep}'=1+2"`);
    expect(csvCell(`Pain${sep}@SUM(A1)`)).toBe(`"Pain${sep}'@SUM(A1)"`);
  });

  it("neutralises every formula in the cell, not only the first", () => {
    expect(csvCell("=1;+2,-3")).toBe(`"'=1;'+2,'-3"`);
  });

  it("leaves =, +, - and @ alone in the middle of a word", () => {
    expect(csvCell("a=b a+b a-b a@b")).toBe("a=b a+b a-b a@b");
  });
});

describe("csvLine", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", 1, null, "b;c"])).toBe('a,1,,"b;c"\r\n');
  });
});
