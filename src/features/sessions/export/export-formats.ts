import { exportFileName, type SessionExportInput } from "./export-input";
import { buildSessionJsonParts } from "./export-json";
import { buildSessionMarkdown } from "./export-markdown";

export type ExportFormat = "markdown" | "json";

export const EXPORT_FORMATS: Record<
  ExportFormat,
  { label: string; extension: "md" | "json"; type: string; build: (input: SessionExportInput) => string[] }
> = {
  markdown: {
    label: "Markdown",
    extension: "md",
    type: "text/markdown;charset=utf-8",
    build: (input) => [buildSessionMarkdown(input)],
  },
  json: { label: "JSON", extension: "json", type: "application/json;charset=utf-8", build: buildSessionJsonParts },
};

export interface ExportFile {
  fileName: string;
  /** The file's text in parts, for `new Blob(parts)`. */
  parts: string[];
  type: string;
}

export function buildExportFile(format: ExportFormat, input: SessionExportInput): ExportFile {
  const { extension, type, build } = EXPORT_FORMATS[format];
  return { fileName: exportFileName(input.session.session_id, extension), parts: build(input), type };
}
