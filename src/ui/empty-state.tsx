import { Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Next steps: a button, a form, a link. */
  children?: ReactNode;
}

export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      py="8"
      px="4"
      style={{ border: "1px dashed var(--gray-a6)", borderRadius: "var(--radius-4)", textAlign: "center" }}
    >
      {icon ? (
        <Text color="gray" aria-hidden>
          {icon}
        </Text>
      ) : null}
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {description ? (
        <Text as="div" color="gray" size="2" style={{ maxWidth: "60ch" }}>
          {description}
        </Text>
      ) : null}
      {children}
    </Flex>
  );
}
