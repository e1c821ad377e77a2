export { findOrganization, organizationsQueryOptions } from "./queries";
