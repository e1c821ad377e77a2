export { OrganizationsPage } from "./components/organizations-page";
export { findOrganization, organizationKeys, organizationsQueryOptions } from "./queries";
