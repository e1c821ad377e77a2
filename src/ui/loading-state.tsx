import { Flex, Skeleton } from "@radix-ui/themes";

export interface LoadingStateProps {
  /** Announced to screen readers, e.g. "Loading machines". */
  label: string;
  rows?: number;
}

/** Skeleton rows shaped like the table or list that will replace them. */
export function LoadingState({ label, rows = 4 }: LoadingStateProps) {
  return (
    <Flex direction="column" gap="3" role="status" aria-label={label} aria-busy>
      <Skeleton height="28px" width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // Skeleton rows have no identity beyond their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={i} height="20px" width={`${90 - (i % 3) * 12}%`} />
      ))}
    </Flex>
  );
}
