export const accent = "indigo";
