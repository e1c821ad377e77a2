/**
 * How many columns and rows a wall of n sessions uses on a wide screen: as square as the count allows,
 * wider than tall (screens are landscape), never more than three across. Pure.
 */
export function wallGrid(count: number): { columns: number; rows: number } {
  const n = Math.max(1, Math.min(9, Math.trunc(count)));
  const columns = n <= 3 ? n : n === 4 ? 2 : 3;
  return { columns, rows: Math.ceil(n / columns) };
}
