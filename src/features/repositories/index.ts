export { RepositoriesPage } from "./components/repositories-page";
export { indexedRepositoriesQueryOptions, repositoryKeys } from "./queries";
