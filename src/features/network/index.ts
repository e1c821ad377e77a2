export { NetworkPage } from "./components/network-page";
export { agentNetworkQueryOptions, isNetworkOffline, networkKeys, sinceToIso } from "./queries";
