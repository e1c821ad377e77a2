export const KINDS = ["a", "b"] as const;
