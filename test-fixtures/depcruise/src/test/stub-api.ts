export const stubApi = { unit: "items" };
