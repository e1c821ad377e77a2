export { secretsQueryOptions } from "./queries";
