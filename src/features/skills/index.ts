export { skillKeys, skillsQueryOptions } from "./queries";
