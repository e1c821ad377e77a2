export { membersQueryOptions } from "./queries";
