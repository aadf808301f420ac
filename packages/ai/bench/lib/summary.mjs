// Small statistics for the bench scripts' reports.

/** The median of a list of numbers (NaN when empty). */
export function median(values) {
  const xs = [...values].sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = xs.length / 2;
  return xs.length % 2 === 1 ? xs[Math.floor(mid)] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Median and range of the finite values, as "median (min–max), n = count", or "-" when there are none. */
export function medianRange(values) {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (xs.length === 0) return "-";
  return `${median(xs)} (${xs[0]}–${xs[xs.length - 1]}), n = ${xs.length}`;
}

/** `part` of `total` as "part/total (p %)". */
export function share(part, total) {
  return `${part}/${total} (${total === 0 ? "-" : ((100 * part) / total).toFixed(1)} %)`;
}
