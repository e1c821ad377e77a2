export { agentNetworkQueryOptions, isNetworkOffline, networkKeys, sinceToIso } from "./queries";
