export { SkillsPage } from "./components/skills-page";
export { skillKeys, skillsQueryOptions } from "./queries";
