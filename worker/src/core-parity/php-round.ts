/**
 * PHP's round() to an integer, half away from zero, including its pre-rounding to 15 significant
 * digits (PHP ≤ 8.3): PHP rounds 512.4999999999999 to 513 where Math.round gives 512, and
 * WordPress's resize math runs on such products and quotients.
 */
export function phpRound(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const precisionPlaces = 14 - Math.floor(Math.log10(Math.abs(value)));
  let preRounded = value;
  if (precisionPlaces > 0 && precisionPlaces < 15) {
    const scale = 10 ** precisionPlaces;
    preRounded = roundHalfAwayFromZero(value * scale) / scale;
  } else if (Math.abs(value) >= 1e15) {
    return value;
  }
  return roundHalfAwayFromZero(preRounded);
}

function roundHalfAwayFromZero(value: number): number {
  return value >= 0 ? Math.floor(value + 0.5) : Math.ceil(value - 0.5);
}
