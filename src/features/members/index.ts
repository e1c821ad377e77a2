export { MembersPage } from "./components/members-page";
export { memberKeys, membersQueryOptions, sortMembers } from "./queries";
