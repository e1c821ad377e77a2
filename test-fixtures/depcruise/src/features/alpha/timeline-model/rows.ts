export const rowsOf = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
