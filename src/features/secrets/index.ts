export { secretKeys, secretsQueryOptions } from "./queries";
