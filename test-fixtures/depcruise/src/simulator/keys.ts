export const DEMO_KEY_COUNT = 7;
