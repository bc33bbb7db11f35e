import { formatDateKey } from "@clinic/contract/format";
import type { Locale } from "@clinic/contract/locales";
import type { MyPackage } from "@clinic/contract/packages";
import { useQuery } from "@tanstack/react-query";
import { ManageSection } from "../../components/ui/manage-section";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { useRecordSession } from "../record-access";
import { BookFromPackage, type SlotPicker } from "./book-from-package";
import { myPackagesKey, packagesApi } from "./packages-api";

type Words = ReturnType<typeof useRecordTexts<"packages">>;

/** What a package's validity says: its last day, or (not paid yet) that it starts with the payment. */
function validity(item: MyPackage, text: Words, locale: Locale) {
  if (item.paymentStatus === "REFUNDED") return text.refunded;
  if (item.paymentStatus === "PENDING") return text.pending;
  return item.expiresOn ? text.say("validUntil", { day: formatDateKey(item.expiresOn, locale) }) : null;
}

/**
 * "My packages" on the manage page (issue 35): each package's sessions left, validity and receipt. The
 * manage link's token shows the package that paid this booking; once the patient opened their whole
 * record with the code, every one. A package with a free session offers to book the next one, with the
 * manage page's slot picker.
 */
export function MyPackagesSection({ slotPicker }: { slotPicker: SlotPicker }) {
  const { bookingId, token, session } = useRecordSession();
  const recordSession = session?.recordSession ?? null;
  const query = useQuery({
    queryKey: [...myPackagesKey(bookingId), recordSession],
    queryFn: ({ signal }) => packagesApi.mine(bookingId, token, recordSession, signal),
    retry: false,
  });
  const text = useRecordTexts("packages");
  const locale = useLocale();
  const data = query.data;
  // No empty heading on a booking that no package paid: the patient may never have bought one. The
  // whole record, opened on purpose, says so in a line.
  if (!data || (data.items.length === 0 && data.scope === "booking")) return null;
  return (
    <ManageSection id="my-packages" heading={text.heading}>
      {data.items.length === 0 ? (
        <p className="mt-2 text-slate-800">{text.none}</p>
      ) : (
        <ul className="mt-4 flex max-w-2xl flex-col gap-3">
          {data.items.map((item) => (
            <li key={item.purchaseId} className="rounded-xl border border-slate-300 bg-white p-4 text-lg">
              <p className="font-semibold break-words text-slate-900">{item.name}</p>
              <p className="text-slate-900 tabular-nums">
                {text.say("sessionsLeft", { left: item.sessionsLeft, total: item.sessionsTotal })}
              </p>
              {item.sessionsBooked > 0 && (
                <p className="text-slate-800">{text.say("booked", { count: item.sessionsBooked })}</p>
              )}
              <p className="text-slate-800">{validity(item, text, locale)}</p>
              {item.receiptNumber && (
                <p className="text-sm text-slate-700">
                  {text.say("receipt", { number: item.receiptNumber })}
                </p>
              )}
              <BookFromPackage item={item} slotPicker={slotPicker} />
            </li>
          ))}
        </ul>
      )}
    </ManageSection>
  );
}
