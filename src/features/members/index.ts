export { memberKeys, membersQueryOptions, sortMembers } from "./queries";
