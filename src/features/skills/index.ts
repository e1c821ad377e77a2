export { skillsQueryOptions } from "./queries";
