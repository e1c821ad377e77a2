export { agentNetworkQueryOptions } from "./queries";
