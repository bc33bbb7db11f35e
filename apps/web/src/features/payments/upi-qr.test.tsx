// @vitest-environment happy-dom
import { upiIntent } from "@clinic/contract/upi";
import { cleanup, render, screen } from "@testing-library/react";
import jsQR from "jsqr";
import { afterEach, describe, expect, it } from "vitest";
import { frontDeskUpiNote } from "./upi-payment-help";
import { UpiQr } from "./upi-qr";

afterEach(cleanup);

const clinic = { vpa: "lymphcare@okaxis", payeeName: "Lymph Care Clinic" };

/** The modules an SVG path of `modulesPath` draws, read back from its rectangles. */
function modulesOfPath(d: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = modules[Number(y)] as boolean[];
    for (let i = 0; i < Number(width); i += 1) row[Number(x) + i] = true;
  }
  return modules;
}

/** The QR code as a phone's camera would see it: 4 pixels a module, a white quiet zone of 4 modules. */
function decode(modules: boolean[][]): string | undefined {
  const scale = 4;
  const side = (modules.length + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const dark = modules[Math.floor(y / scale) - 4]?.[Math.floor(x / scale) - 4] === true;
      if (dark) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return jsQR(pixels, side, side)?.data;
}

describe("the UPI QR code (issue 35)", () => {
  it("draws an SVG that a UPI app reads as the intent for the exact amount", async () => {
    render(<UpiQr {...clinic} amountInPaisa={250_000} note="Session: Phoned Pallavi" />);
    const svg = await screen.findByRole("img", { name: "UPI QR code: pay ₹2,500.00 to Lymph Care Clinic" });
    expect(svg.tagName.toLowerCase()).toBe("svg");
    const [, , side] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
    const d = svg.querySelector("path")?.getAttribute("d") ?? "";
    expect(decode(modulesOfPath(d, (side ?? 0) - 8))).toBe(
      upiIntent({ ...clinic, amountInPaisa: 250_000, note: "Session: Phoned Pallavi" }),
    );
  });

  it("writes the amount, the payee and the UPI ID under it, and asks the staff to check it arrived", async () => {
    render(<UpiQr {...clinic} amountInPaisa={150_050} note="Physiotherapy session" />);
    expect(await screen.findByRole("img")).toBeTruthy();
    expect(screen.getByText("₹1,500.50")).toBeTruthy();
    expect(screen.getByText("Lymph Care Clinic")).toBeTruthy();
    expect(screen.getByText("UPI ID: lymphcare@okaxis")).toBeTruthy();
    expect(screen.getByText(/check in the clinic's UPI app that ₹1,500.50 has arrived/)).toBeTruthy();
  });

  it("draws the new amount's code when the amount changes", async () => {
    const { rerender } = render(<UpiQr {...clinic} amountInPaisa={100_000} note="" />);
    const first = (await screen.findByRole("img")).querySelector("path")?.getAttribute("d");
    rerender(<UpiQr {...clinic} amountInPaisa={120_000} note="" />);
    const svg = await screen.findByRole("img", { name: "UPI QR code: pay ₹1,200.00 to Lymph Care Clinic" });
    expect(svg.querySelector("path")?.getAttribute("d")).not.toBe(first);
  });

  it("notes the patient's name (the booking has no reference yet), never what the visit is for", () => {
    expect(frontDeskUpiNote("  Phoned Pallavi ")).toBe("Session: Phoned Pallavi");
    expect(frontDeskUpiNote("")).toBe("Physiotherapy session");
  });
});
