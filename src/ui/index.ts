export { type AppClock, appNow, appTimeAt, setAppClock, useCountdown, useNow, useSecondsUntil } from "./clock";
export { CopyButton } from "./copy-button";
export { EmptyState } from "./empty-state";
export { ErrorPanel } from "./error-panel";
export { FormField, LEVEL_WITH_FIELD } from "./form-field";
export { countOf, formatCount } from "./format-count";
export { Gauge } from "./gauge";

export { LoadingState } from "./loading-state";
export { usePageCommand, usePageCommands } from "./page-commands";
export { PageHeader } from "./page-header";
export {
  PanelBoundary,
  RowBoundary,
} from "./panel-boundary";
export { PermissionNote } from "./permission-note";
export { isUnsupportedListError, QueryState } from "./query-state";
export { countLine, flagWords, NOT_REPORTED } from "./readable";
export { RelativeTime } from "./relative-time";
export { formatUtc } from "./relative-time-format";
export {
  type ResponsiveColumn,
  ResponsiveTable,
} from "./responsive-table";
export { useSkipTarget } from "./skip-targets";
export { StatusBadge, toneFor } from "./status-badge";
export { APP_TITLE, setTitleBadge, useDocumentTitle } from "./use-document-title";
