export { findOrganization, organizationKeys, organizationsQueryOptions } from "./queries";
