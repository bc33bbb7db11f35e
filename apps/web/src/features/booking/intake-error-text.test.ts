import { intakeMessages } from "@clinic/contract/intake-form";
import { describe, expect, it } from "vitest";
import { manageHi } from "../../i18n/manage-texts.hi";
import { manageKn } from "../../i18n/manage-texts.kn";
import { intakeErrorText } from "./intake-error-text";

describe("an intake answer's message on a Hindi or Kannada page", () => {
  it("is the page's words for the contract's English message, the length kept", () => {
    expect(intakeErrorText(intakeMessages.required, manageKn.intakeErrors)).toBe(
      manageKn.intakeErrors.required,
    );
    expect(intakeErrorText(intakeMessages.futureDate, manageHi.intakeErrors)).toBe(
      manageHi.intakeErrors.futureDate,
    );
    expect(intakeErrorText(intakeMessages.tooLong(200), manageKn.intakeErrors)).toBe(
      "ದಯವಿಟ್ಟು ಇದನ್ನು 200 ಅಕ್ಷರಗಳು ಅಥವಾ ಅದಕ್ಕಿಂತ ಕಡಿಮೆಯಲ್ಲಿ ಬರೆಯಿರಿ.",
    );
  });

  it("has words for every message the contract gives", () => {
    for (const key of Object.keys(intakeMessages))
      expect(manageKn.intakeErrors[key as keyof typeof manageKn.intakeErrors], key).toBeTruthy();
  });

  it("shows a message it does not know as it is", () => {
    expect(intakeErrorText("Something new.", manageHi.intakeErrors)).toBe("Something new.");
  });
});
