/** Saves `data` as a JSON file the browser downloads (the patient's export, the admin's copy of it). */
export function downloadJson(data: unknown, fileName: string) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
