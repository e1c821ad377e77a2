export const alphaLabel = "Alpha";
