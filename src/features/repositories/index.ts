export { indexedRepositoriesQueryOptions, repositoryKeys } from "./queries";
