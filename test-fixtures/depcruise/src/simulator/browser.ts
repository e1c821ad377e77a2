export function startDemo(): number {
  return 1;
}
