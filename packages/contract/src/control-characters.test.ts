import { describe, expect, it } from "vitest";
import { controlInLine, plainLinePattern } from "./control-characters";
import { patientsQuerySchema } from "./patients";

describe("the one-line rule as the document's pattern (issue 37)", () => {
  it("accepts the search texts the schema accepts, and no other", () => {
    const pattern = new RegExp(plainLinePattern);
    const samples = [
      "Asha",
      "98765 43210",
      "asha@example.com",
      "",
      "\tAsha\n",
      " Asha ",
      "As\nha",
      "As\tha",
      "Asha\u0000",
      "\u0001Asha",
      "Asha\u0085",
      "Asha\u007f",
      "आशा",
    ];
    for (const q of samples)
      expect(pattern.test(q), JSON.stringify(q)).toBe(patientsQuerySchema.safeParse({ q }).success);
    expect(controlInLine.test("a\u009fb")).toBe(true);
  });

  it("is the search's pattern in its JSON Schema", () => {
    const json = patientsQuerySchema.toJSONSchema({ io: "input" });
    expect(json.properties?.q).toMatchObject({ pattern: plainLinePattern });
  });
});
