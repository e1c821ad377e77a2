export const betaCount = 2;
