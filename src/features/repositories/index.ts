export { DeleteBranchButton } from "./components/delete-branch-button";
export { indexedRepositoriesQueryOptions } from "./queries";
