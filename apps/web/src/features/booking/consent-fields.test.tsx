// @vitest-environment happy-dom
import type { BookingFormValues } from "@clinic/contract/booking";
import { cleanup, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { intakeFormKn } from "../../content/clinic-intake.kn";
import { bookingConsentTexts } from "../../content/clinic-privacy-booking";
import { bookingConsentKn } from "../../content/clinic-privacy-booking.kn";
import { ClinicWordsProvider } from "../../i18n/clinic-words";
import { render } from "../../test-support/render";
import { ConsentFields } from "./consent-fields";

afterEach(cleanup);

function Consents() {
  const { register, formState } = useForm<BookingFormValues>();
  return <ConsentFields register={register} errors={formState.errors} />;
}

describe("the consent step's notice summary", () => {
  it("is the content file's English on an English page, with no word of a translation", () => {
    render(<Consents />);
    for (const line of bookingConsentTexts.summary) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.queryByText(bookingConsentKn.englishApplies)).toBeNull();
  });

  it("is in the page's language under its booking layout, saying the English notice applies", () => {
    render(
      <ClinicWordsProvider words={{ consent: bookingConsentKn, intake: intakeFormKn }}>
        <Consents />
      </ClinicWordsProvider>,
    );
    for (const line of [
      ...bookingConsentKn.summary,
      ...bookingConsentKn.teleconsultation.can,
      ...bookingConsentKn.teleconsultation.cannot,
      bookingConsentKn.teleconsultation.inPerson,
      bookingConsentKn.englishApplies,
    ])
      expect(screen.getByText(line)).toBeTruthy();
    for (const line of bookingConsentTexts.summary) expect(screen.queryByText(line)).toBeNull();
  });
});
