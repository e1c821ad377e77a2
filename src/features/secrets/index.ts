export { SecretsPage } from "./components/secrets-page";
export { secretKeys, secretsQueryOptions } from "./queries";
