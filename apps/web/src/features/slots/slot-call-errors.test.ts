import { slotMessages } from "@clinic/contract/admin-slots";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { slotCallErrorTitle } from "./slot-call-errors";

describe("slot call errors", () => {
  it("a 401 says 'Authentication required: Please log in to manage slots', as one text", () => {
    expect(
      slotCallErrorTitle(new ApiError(401, "Please sign in to continue."), "Failed to create slots"),
    ).toBe("Authentication required: Please log in to manage slots");
    expect(slotMessages.authRequired).toBe("Authentication required: Please log in to manage slots");
    expect(slotCallErrorTitle(new ApiError(403, "Forbidden"), "Failed to update slot status")).toBe(
      "Failed to update slot status",
    );
    expect(slotCallErrorTitle(new Error("x"), "Failed to delete slot")).toBe("Failed to delete slot");
  });

  it("the spec's colon texts are whole", () => {
    expect(slotMessages.validationError).toBe("Validation Error: Please correct the errors in the form");
    expect(slotMessages.loadFailedForDate).toBe("Error: Failed to load slots for selected date.");
  });
});
