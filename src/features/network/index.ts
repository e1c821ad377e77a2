export { agentNetworkQueryOptions, isNetworkOffline, type NetworkView, networkKeys, sinceToIso } from "./queries";
