/** The page-size choices, with the current size among them (a size from the address may be another). */
export function pageSizeOptions(sizes: readonly number[], current: number) {
  return [...new Set<number>([...sizes, current])]
    .sort((a, b) => a - b)
    .map((n) => (
      <option key={n} value={n}>
        {n}
      </option>
    ));
}
