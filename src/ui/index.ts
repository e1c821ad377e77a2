export { nowSnapshot, type UseNowOptions, useCountdown, useNow } from "./clock";
export { CopyButton, type CopyButtonProps } from "./copy-button";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { ErrorPanel, type ErrorPanelProps } from "./error-panel";
export { type FieldControlProps, FormField, type FormFieldProps } from "./form-field";
export { Gauge, type GaugeProps } from "./gauge";
export { JsonView, type JsonViewProps, safeStringify } from "./json-view";
export { LoadingState, type LoadingStateProps } from "./loading-state";
export { type PageCommand, usePageCommand, usePageCommands } from "./page-commands";
export { PageHeader, type PageHeaderProps } from "./page-header";
export {
  PanelBoundary,
  type PanelBoundaryProps,
  type PanelFailure,
  PanelNotice,
  RowBoundary,
  type RowBoundaryProps,
} from "./panel-boundary";
export { PermissionNote, type PermissionNoteProps } from "./permission-note";
export { isUnsupportedListError, QueryState, type QueryStateProps } from "./query-state";
export { countLine, flagWords, NOT_REPORTED, rankOf } from "./readable";
export { RelativeTime, type RelativeTimeProps } from "./relative-time";
export { formatRelative, formatUtc } from "./relative-time-format";
export {
  type ResponsiveColumn,
  ResponsiveTable,
  type ResponsiveTableProps,
  useNarrowContainer,
} from "./responsive-table";
export { SkipLinks, type SkipTarget, useSkipTarget, useSkipTargets } from "./skip-targets";
export { StatusBadge, type Tone, toneFor } from "./status-badge";
export { APP_TITLE, setTitleBadge, useDocumentTitle } from "./use-document-title";
