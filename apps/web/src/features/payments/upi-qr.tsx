import { formatMoney } from "@clinic/contract/format";
import { upiIntent } from "@clinic/contract/upi";
import { useEffect, useState } from "react";

/** The QR code's modules, dark or light, row by row. */
type Modules = boolean[][];

/**
 * The QR code of `text` (error correction M: a phone's camera reads it off a screen with glare). The
 * encoder is fetched on first use, so only the admin screens that show a QR load it.
 */
export async function qrModules(text: string): Promise<Modules> {
  const { default: qrcode } = await import("qrcode-generator");
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/** One SVG path of the dark modules, each row's runs as one rectangle: a few kilobytes, crisp at any size. */
export function modulesPath(modules: Modules): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const quietZone = 4;

/**
 * A UPI QR code for the exact amount (issue 35), with what the payer's app will show written under it.
 * Nothing tells the clinic the payment arrived: the note asks the staff to check before confirming.
 */
export function UpiQr({
  vpa,
  payeeName,
  amountInPaisa,
  note,
}: {
  vpa: string;
  payeeName: string;
  amountInPaisa: number;
  note: string;
}) {
  const intent = upiIntent({ vpa, payeeName, amountInPaisa, note });
  const [drawn, setDrawn] = useState<{ intent: string; modules: Modules } | "failed" | null>(null);
  useEffect(() => {
    let current = true;
    qrModules(intent).then(
      (modules) => current && setDrawn({ intent, modules }),
      () => current && setDrawn("failed"),
    );
    return () => {
      current = false;
    };
  }, [intent]);
  const amount = formatMoney(amountInPaisa);
  // A code drawn for an earlier amount is never shown for this one.
  const modules = drawn !== null && drawn !== "failed" && drawn.intent === intent ? drawn.modules : null;
  const side = modules ? modules.length + 2 * quietZone : 0;
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-testid="upi-qr">
      {modules ? (
        <svg
          role="img"
          aria-label={`UPI QR code: pay ${amount} to ${payeeName}`}
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          className="size-56 max-w-full rounded-md border border-slate-200 bg-white"
          shapeRendering="crispEdges"
        >
          <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
          <path d={modulesPath(modules)} fill="#000" />
        </svg>
      ) : (
        <p role="status" className="flex size-56 max-w-full items-center justify-center text-slate-700">
          {drawn === "failed"
            ? "The QR code could not be drawn. Please reload the page."
            : "Drawing the QR code..."}
        </p>
      )}
      <p className="text-2xl font-semibold text-slate-900 tabular-nums">{amount}</p>
      <p className="text-slate-900">
        to <span className="font-semibold">{payeeName}</span>
      </p>
      <p className="break-all text-sm text-slate-700">UPI ID: {vpa}</p>
      <p className="rounded-md bg-amber-50 p-3 text-left text-sm text-amber-950">
        This QR code does not tell us when the patient has paid. Before you confirm, check in the clinic's UPI
        app that {amount} has arrived.
      </p>
    </div>
  );
}
