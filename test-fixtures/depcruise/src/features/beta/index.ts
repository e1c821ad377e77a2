export { betaCount } from "./count";
