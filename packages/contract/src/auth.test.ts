import { describe, expect, it } from "vitest";
import { safeAdminReturnPath } from "./auth";

describe("safeAdminReturnPath", () => {
  it("keeps admin paths and drops anything else", () => {
    expect(safeAdminReturnPath("/admin/slots")).toBe("/admin/slots");
    expect(safeAdminReturnPath("/admin?section=reviews")).toBe("/admin?section=reviews");
    for (const bad of [
      null,
      "",
      "/",
      "https://evil.example/admin",
      "//evil.example",
      "/admin\\@evil",
      "/adminx",
      "/admin/../x",
    ])
      expect(safeAdminReturnPath(bad)).toBe("/admin");
  });
});
