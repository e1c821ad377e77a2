export { DeleteBranchButton, type DeleteBranchButtonProps } from "./components/delete-branch-button";
export { indexedRepositoriesQueryOptions, repositoryKeys } from "./queries";
