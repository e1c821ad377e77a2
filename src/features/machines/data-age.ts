/** How old the numbers on screen are, to the second: "4 s old", "2 min old", "3 h old". */
export function formatAge(ageMs: number): string {
  const s = Math.max(0, Math.floor(ageMs / 1000));
  if (s < 60) return `${s} s old`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min old`;
  return `${Math.floor(min / 60)} h old`;
}
